/// Versions in order (introduced ≤ deprecated ≤ obsoleted per platform), and every
/// deprecated symbol names what replaces it.
enum AvailabilityCheck {
    static func run(_ table: SymbolTable, subjects: [Symbol], diagnostics: inout DiagnosticBag) {
        for symbol in subjects {
            let inherited = symbol.parentID.flatMap { table[$0] }?.availability ?? []
            for entry in symbol.availability {
                let introduced = entry.introduced ?? inherited.first { $0.platform == entry.platform }?.introduced
                if let introduced, let deprecated = entry.deprecated, deprecated < introduced {
                    diagnostics.error(
                        .deprecatedBeforeIntroduced,
                        "\(symbol.name) is deprecated in \(entry.platform) \(deprecated), before it was introduced in \(introduced)",
                        at: symbol.location,
                        subject: DiagnosticSubject("\(entry.platform) \(deprecated)"))
                }
                if let obsoleted = entry.obsoleted, let earlier = entry.deprecated ?? introduced, obsoleted < earlier {
                    diagnostics.error(
                        .deprecatedBeforeIntroduced, "\(symbol.name) is obsoleted in \(entry.platform) \(obsoleted), before \(earlier)",
                        at: symbol.location,
                        subject: DiagnosticSubject("\(entry.platform) \(obsoleted)"))
                }
            }
            let parentDeprecated = symbol.parentID.flatMap { table[$0] }?.isDeprecated ?? false
            // A message may say what to do instead when the replacement is not in the library.
            // A member nobody has written yet (as imported) has one warning, `undocumented`:
            // its replacement is part of what is still to write.
            if symbol.isDeprecated, symbol.replacement == nil, symbol.deprecationMessage.isEmpty, !parentDeprecated, !symbol.isUndocumented
            {
                diagnostics.warning(
                    .missingReplacement, "\(symbol.name) is deprecated but names no Replacement and gives no message", at: symbol.location,
                    subject: DiagnosticSubject(symbol.name))
            }
        }
    }
}
