import APIRefBase
import APIRefCore
import APIRefRender
import Foundation

/// The warnings of a build or an export about files it left out (`ConfinedFolders`), on
/// standard error. No source line is shown: the file is a link or a FIFO, whose bytes are
/// exactly what must not be read.
public enum OutputWarnings {
    public static func print(_ diagnostics: [Diagnostic]) {
        guard !diagnostics.isEmpty else { return }
        let printer = DiagnosticPrinter(usesColour: TerminalSettings.diagnosticColour) { _, _ in nil }
        FileHandle.standardError.write(Data(diagnostics.map(printer.text(of:)).joined().utf8))
    }
}
