import APIRefCore
import Foundation

/// The gate between an import's plan and the disk: each page it would write is checked as
/// `apiref check` would check it, among the library's other pages, and a page with an error
/// is refused, not written. A graph is untrusted, and whatever slipped past the reader
/// (a name Markdown reads otherwise, a page that clashes with another) stops here.
public enum ImportedPageCheck {
    /// `plan` and `writes` with each page that would not pass `check` marked `refused`
    /// (with its errors) and taken out of the writes. `folder` is the library folder
    /// written into; it may not exist yet (`--into` a new folder).
    public static func vet(_ plan: Importer.Plan, _ writes: [Importer.Write], in folder: ContentFolder) throws -> (
        plan: Importer.Plan, writes: [Importer.Write]
    ) {
        guard !writes.isEmpty else { return (plan, writes) }
        let errors = self.errors(of: writes, in: folder)
        guard !errors.isEmpty else { return (plan, writes) }
        var plan = plan
        for index in plan.pages.indices {
            guard let found = errors[plan.pages[index].path] else { continue }
            plan.pages[index].action = .refused
            plan.pages[index].errors = found.map(\.description)
        }
        return (plan, writes.filter { errors[$0.path] == nil })
    }

    /// The errors `check` finds in each written page, by its path inside the folder.
    static func errors(of writes: [Importer.Write], in folder: ContentFolder) -> [String: [Diagnostic]] {
        var diagnostics = DiagnosticBag()
        let exists = FileManager.default.fileExists(atPath: folder.url.path)
        let configuration = exists ? LibraryConfiguration.load(from: folder, diagnostics: &diagnostics) : LibraryConfiguration()
        let written = Set(writes.map(\.path))
        // A folder that cannot be listed has no other pages to clash with.
        let listed = exists ? ((try? folder.markdownFiles()) ?? []) : []
        let others = FileParser.separateTranslations(listed).pages.filter { !written.contains($0) }
        let prefix = folder.displayPath.isEmpty ? "" : folder.displayPath + "/"
        let pages = writes.map { write in
            configuration.unmarkedAvailability.applied(
                to: FileParser.parse(Array(write.text.utf8), relativePath: write.path, path: prefix + write.path))
        }
        let library = ReferenceLibrary.build(
            folder.parseAll(others, unmarked: configuration.unmarkedAvailability) + pages,
            configuration: configuration, diagnostics: diagnostics)
        let byPath = Dictionary(uniqueKeysWithValues: writes.map { (prefix + $0.path, $0.path) })
        var errors: [String: [Diagnostic]] = [:]
        for diagnostic in library.diagnostics where diagnostic.severity == .error {
            if let path = byPath[diagnostic.location.path] { errors[path, default: []].append(diagnostic) }
        }
        return errors
    }
}
