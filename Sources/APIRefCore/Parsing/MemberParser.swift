/// Builds member, constant-group and constant symbols from their level-3 and level-4 sections.
enum MemberParser {
    /// Member kinds that must show a declaration.
    private static let declared: Set<SymbolKind> = [.property, .instanceMethod, .classMethod, .function, .dataType, .constantGroup]

    /// A Swift-only member of a page that states no availability either (a Swift package's,
    /// whose graph says availability only where `@available` does) is available wherever its
    /// module builds: no `missing-availability`.
    static func member(
        _ section: HeadingSection, kind: SymbolKind, page: Symbol, path: String,
        diagnostics: inout DiagnosticBag
    ) -> Symbol {
        let body = MemberBody.parse(section.body, path: path, diagnostics: &diagnostics)
        let symbol = make(
            section, kind: kind, page: page, body: body, path: path, swiftContainer: page.swiftContainerOfMembers,
            diagnostics: &diagnostics)
        if symbol.availability.allSatisfy({ $0.introduced == nil }), !body.hasAvailabilityField,
            !(symbol.spellings == .swift && page.availability.isEmpty)
        {
            diagnostics.warning(
                .missingAvailability, "\(symbol.name) has no Availability field", at: symbol.location,
                subject: DiagnosticSubject(symbol.name))
        }
        return symbol
    }

    /// The group symbol first, then its constants. A group without level-4 constants is
    /// itself one constant (e.g. `UITableViewIndexSearch`).
    static func constantGroup(
        _ section: HeadingSection, page: Symbol, path: String,
        diagnostics: inout DiagnosticBag
    ) -> [Symbol] {
        let (preamble, entries) = HeadingSection.split(section.body, level: 4)
        let groupOnly = ["discussion", "special considerations"]
        var groupBlocks = preamble
        var constants: [HeadingSection] = []
        for entry in entries {
            if groupOnly.contains(entry.title.lowercased()) {
                groupBlocks += [entry.heading] + entry.body
            } else {
                constants.append(entry)
            }
        }
        let body = MemberBody.parse(groupBlocks, path: path, diagnostics: &diagnostics)
        var group = make(
            section, kind: constants.isEmpty ? .constant : .constantGroup, page: page, body: body,
            path: path, swiftContainer: page.swiftContainerOfMembers, diagnostics: &diagnostics)
        group.parentID = page.id
        if constants.isEmpty, group.availability.allSatisfy({ $0.introduced == nil }), !body.hasAvailabilityField {
            diagnostics.warning(
                .missingAvailability, "\(group.name) has no Availability field", at: group.location,
                subject: DiagnosticSubject(group.name))
        }
        var result = [group]
        for entry in constants {
            let constantBody = MemberBody.parse(entry.body, path: path, diagnostics: &diagnostics)
            // A constant the group's declaration lists, with nothing under its heading, is what
            // `apiref import` writes: undocumented, not malformed.
            var constant = make(
                entry, kind: .constant, page: page, body: constantBody, path: path,
                swiftContainer: group.swiftPath ?? page.swiftContainerOfMembers,
                declaredByGroup: body.declaration != nil || body.swiftDeclaration != nil, diagnostics: &diagnostics)
            constant.parentID = group.id
            if constant.declaredIn == nil { constant.declaredIn = group.declaredIn }
            for inherited in group.availability where !constant.availability.contains(where: { $0.platform == inherited.platform }) {
                constant.availability.append(inherited)
            }
            if constant.availability.allSatisfy({ $0.introduced == nil }), !constantBody.hasAvailabilityField, !body.hasAvailabilityField {
                diagnostics.warning(
                    .missingAvailability, "\(constant.name) has no Availability field, and neither has its group", at: constant.location,
                    subject: DiagnosticSubject(constant.name))
            }
            result[0].childIDs.append(constant.id)
            result.append(constant)
        }
        return result
    }

    private static func make(
        _ section: HeadingSection, kind: SymbolKind, page: Symbol, body: MemberBody,
        path: String, swiftContainer: String?, declaredByGroup: Bool = false,
        diagnostics: inout DiagnosticBag
    ) -> Symbol {
        let name = section.title
        let location = section.location(in: path)
        let prefix = page.container.map { "\(page.framework ?? "")/\($0)" } ?? (page.framework ?? "")
        var symbol = Symbol(id: "\(prefix)/\(name)", name: name, kind: kind, location: location)
        symbol.framework = page.framework
        symbol.container = page.container
        symbol.summary = body.summary
        symbol.declaration = body.declaration
        symbol.discussion = body.discussion
        symbol.parameters = body.parameters
        symbol.returnValue = body.returnValue
        FieldApplier.apply(body.fields, to: &symbol, diagnostics: &diagnostics)
        MemberSwiftSpelling.assign(
            to: &symbol, body: body, fields: body.fields, defaultContainer: swiftContainer,
            diagnostics: &diagnostics)
        ParameterCheck.run(symbol, locations: body.parameterLocations, diagnostics: &diagnostics)
        if name.isEmpty {
            diagnostics.error(.missingTitle, "a \(kind.displayName) heading is empty", at: location)
        }
        if section.body.isEmpty, !declaredByGroup {
            diagnostics.warning(
                .missingSummary, "\(name) has no body: add a summary, a declaration and fields", at: location,
                subject: DiagnosticSubject(name))
        } else if symbol.isUndocumented {
            diagnostics.warning(
                .undocumented, "\(name) has no description yet: write its summary sentence", at: location, subject: DiagnosticSubject(name))
        } else if symbol.summary.isEmpty {
            diagnostics.warning(.missingSummary, "\(name) has no summary sentence", at: location, subject: DiagnosticSubject(name))
        }
        if declared.contains(kind), symbol.declaration == nil, symbol.swiftDeclaration == nil, !section.body.isEmpty {
            diagnostics.warning(
                .missingDeclaration, "\(name) has no declaration code block", at: location, subject: DiagnosticSubject(name))
        }
        return symbol
    }
}
