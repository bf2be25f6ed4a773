import APIRefBase
import APIRefCommandLine
import APIRefCommands
import APIRefCore
import APIRefProcess
import ArgumentParser
import Foundation

/// The plain lookup (`PlainLookup`), run without the argument parser, whose reflection over
/// every command costs more than the lookup itself (about 3 ms of a 10 ms run). Its page
/// is stored in the page cache, where the front finds it next time.
enum QuickLookup {
    /// Runs the lookup and ends the process with its status.
    static func run(_ lookup: PlainLookup) -> Never {
        do {
            ProgressLine.enableOnTerminal()
            // The index may be rebuilt on the way.
            Interruption.handleSignals()
            ContentOptions.noteFormerName(lookup.library)
            let folder = try ContentLocator.locate(explicit: lookup.content, library: lookup.library)
            var runner = LookupRunner(words: lookup.words, folder: folder, output: Output(syntax: lookup.syntax))
            runner.cachesPage = Environment.value("APIREF_PAGE_CACHE") != "off"
            runner.commandNames = CommandNames.all
            try runner.run()
            exit(ExitStatus.success.rawValue)
        } catch {
            CommandRunner.end(with: error, root: APIRef.self)
        }
    }
}
