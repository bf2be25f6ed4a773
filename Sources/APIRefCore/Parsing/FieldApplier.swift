/// Writes a member's fields (availability, deprecation, header, see-also…) into its symbol.
enum FieldApplier {
    static func apply(_ fields: [Field], to symbol: inout Symbol, diagnostics: inout DiagnosticBag) {
        for field in fields {
            switch field.name {
            case "availability":
                for (platform, version) in versions(field.text, field: field, allowMessage: false, diagnostics: &diagnostics)?.entries ?? []
                {
                    symbol.availability.update(platform) { $0.introduced = version }
                }
            case "deprecated":
                guard let list = versions(field.text, field: field, allowMessage: true, diagnostics: &diagnostics) else { continue }
                for (platform, version) in list.entries {
                    symbol.availability.update(platform) { $0.deprecated = version }
                }
                symbol.deprecationMessage = dropCharacters(list.consumed, from: Field.trimLeading(field.value))
            case "obsoleted":
                for (platform, version) in versions(field.text, field: field, allowMessage: false, diagnostics: &diagnostics)?.entries ?? []
                {
                    symbol.availability.update(platform) { $0.obsoleted = version }
                }
            case "replacement":
                symbol.replacement = links(in: field).first
            case "declared in":
                symbol.declaredIn = field.text
            case "see also":
                symbol.seeAlso += links(in: field)
            case "required":
                switch field.text.lowercased() {
                case "yes", "true", "required": symbol.isRequired = true
                case "no", "false", "optional": symbol.isRequired = false
                default:
                    diagnostics.warning(
                        .unknownField, "Required takes yes or no, not '\(field.text)'", at: field.location,
                        subject: DiagnosticSubject(field.text))
                }
            default:
                break
            }
        }
    }

    /// Parses a version list, reporting `malformed-availability` where it does not parse
    /// and `unspaced-version` (with its fix) for `iOS3.0`.
    static func versions(
        _ text: String, field: Field?, location: SourceLocation? = nil, frontMatterKey: String? = nil,
        allowMessage: Bool, diagnostics: inout DiagnosticBag
    ) -> VersionList? {
        let at = location ?? field!.location
        switch VersionList.parse(text) {
        case .failure(.malformed(let problem, let found)):
            diagnostics.error(
                .malformedAvailability, "malformed availability '\(text)': \(problem)", at: at,
                subject: found.isEmpty ? nil : DiagnosticSubject(found, frontMatterKey: frontMatterKey))
            return nil
        case .success(let list):
            if !allowMessage, !list.remainder.isEmpty {
                diagnostics.error(
                    .malformedAvailability, "malformed availability '\(text)': unexpected '\(list.remainder)' after the versions", at: at,
                    subject: DiagnosticSubject(list.remainder, frontMatterKey: frontMatterKey))
                return nil
            }
            for (written, spaced) in list.unspaced {
                diagnostics.warning(
                    .unspacedVersion, "write a space between the platform and its version: '\(spaced)'", at: at,
                    subject: DiagnosticSubject(written, frontMatterKey: frontMatterKey, replacement: spaced))
            }
            return list
        }
    }

    /// The symbol links in a field's value; a plain value is read as one link destination.
    private static func links(in field: Field) -> [SymbolLink] {
        var found: [SymbolLink] = []
        for node in field.value {
            node.forEach { inner in
                switch inner.kind {
                case .symbolLink(let link): found.append(link)
                case .code(let literal, _):
                    found.append(SymbolLink(destination: literal, text: LinkMarker.displayText(for: literal), isExplicit: true))
                default: break
                }
            }
        }
        if found.isEmpty, !field.text.isEmpty {
            found = field.text.split(separator: ",").map {
                let name = $0.trimmingWhitespace()
                return SymbolLink(destination: name, text: LinkMarker.displayText(for: name), isExplicit: true)
            }
        }
        return found
    }

    /// Removes the first `count` characters of text from inline content (the version list
    /// that precedes a deprecation message).
    private static func dropCharacters(_ count: Int, from inlines: [MarkdownNode]) -> [MarkdownNode] {
        var remaining = count
        var result = inlines
        while remaining > 0, let first = result.first {
            switch first.kind {
            case .text(let text) where text.count <= remaining:
                remaining -= text.count
                result.removeFirst()
            case .text(let text):
                result[0].kind = .text(String(text.dropFirst(remaining)))
                remaining = 0
            case .softBreak:
                remaining -= 1
                result.removeFirst()
            default:
                remaining = 0
            }
        }
        return Field.trimLeading(result)
    }
}

extension Array where Element == PlatformAvailability {
    /// Changes the entry for `platform`, adding one when there is none.
    mutating func update(_ platform: String, _ change: (inout PlatformAvailability) -> Void) {
        if let index = firstIndex(where: { $0.platform == platform }) {
            change(&self[index])
        } else {
            var entry = PlatformAvailability(platform: platform)
            change(&entry)
            append(entry)
        }
    }
}
