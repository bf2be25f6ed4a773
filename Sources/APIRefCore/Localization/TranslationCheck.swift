/// What `check` says of a translation beyond what reading it says: prose for a symbol its
/// original does not have, parameters and task groups the original does not name, an
/// original that is gone, a language `library.yml` does not declare.
enum TranslationCheck {
    /// `languages` nil: library.yml's list could not be read, and no language is reported.
    static func run(_ page: TranslatedPage, originals: OriginalSymbols, languages: [String]?, diagnostics: inout DiagnosticBag) {
        let start = SourceLocation(path: page.displayPath, line: 1, column: 1)
        if let languages, !languages.dropFirst().contains(page.path.language) {
            diagnostics.warning(
                .undeclaredLanguage,
                "'\(page.path.language)' is not among the translation languages library.yml declares (languages: \(languages.joined(separator: ", "))); add it there",
                at: start)
        }
        guard originals.exists else {
            diagnostics.error(
                .orphanTranslation, "\(page.path.originalRelativePath), which this file translates, does not exist or declares nothing",
                at: start)
            return
        }
        let names = originals.symbols.map(OriginalSymbols.key(of:))
        for key in page.order {
            guard let prose = page.prose[key] else { continue }
            guard let original = originals.symbol(named: key) else {
                let nearest = names.min { EditDistance.between(key, $0) < EditDistance.between(key, $1) }
                let name = key.split(separator: "/").last.map(String.init) ?? key
                let suggestions = nearest.map { [$0] } ?? []
                let fix = nearest.flatMap { EditDistance.certainFix(for: key, suggestions: [$0]) }.map {
                    $0.split(separator: "/").last.map(String.init) ?? $0
                }
                diagnostics.error(
                    .unknownTranslatedSymbol, "\(page.path.originalRelativePath) has no '\(key)' to translate", at: prose.location,
                    subject: DiagnosticSubject(name, replacement: fix), notes: [DiagnosticNote.didYouMean(suggestions)])
                continue
            }
            if let code = prose.leadingCode, prose.copiesDeclaration(of: original) {
                diagnostics.warning(
                    .translationStatesFact, "a declaration belongs to the original; a translation holds prose only, and this is ignored",
                    at: SourceLocation(path: page.displayPath, line: code.line, column: code.column))
            }
            let parameterNames = Set(original.parameters.map(\.name))
            for parameter in prose.parameters where !parameterNames.contains(parameter.name) {
                // The parameter's item is on its description's first line.
                var at = prose.location
                if let line = parameter.description.first?.line { (at.line, at.column) = (line, 1) }
                let nearest = EditDistance.nearest(to: parameter.name, in: parameterNames, limit: 1)
                diagnostics.warning(
                    .unknownParameter,
                    "\(key) has no parameter '\(parameter.name)'; its parameters: \(original.parameters.map(\.name).joined(separator: ", "))",
                    at: at, subject: .misspelt(parameter.name, suggestions: nearest))
            }
        }
        let groups = Set(originals.symbols.first?.taskGroups.map(\.title) ?? [])
        for title in page.taskGroupTitles.keys.sorted() where !groups.contains(title) {
            let nearest = EditDistance.nearest(to: title, in: groups, limit: 1)
            diagnostics.warning(
                .unknownTaskGroup, "\(page.path.originalRelativePath) has no task group '\(title)'",
                at: page.taskGroupLocations[title] ?? start,
                subject: .misspelt(title, suggestions: nearest), notes: [DiagnosticNote.didYouMean(nearest)])
        }
    }
}
