/// Every documented property and method appears in a task group (task items that name
/// nothing are reported by link resolution as `undocumented-task-member`).
enum CoverageCheck {
    static func run(_ table: SymbolTable, subjects: [Symbol], diagnostics: inout DiagnosticBag) {
        for page in subjects where page.kind.isPage && page.kind != .article {
            let listed = Set(page.taskGroups.flatMap { $0.members.compactMap(\.resolvedID) })
            for id in page.childIDs {
                guard let member = table[id], member.kind.belongsInTasks, !listed.contains(id) else { continue }
                diagnostics.warning(
                    .memberNotInTask, "\(member.name) is documented but listed in no task group of \(page.name)", at: member.location,
                    subject: DiagnosticSubject(member.name))
            }
        }
    }
}
