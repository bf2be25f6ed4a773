/// A page holds one heading per name, and a class method and an instance method may share
/// one (NSKeyedUnarchiver's `setClass:forClassName:`). Merging both moved the entry to the
/// class methods and back on every import, leaving a blank line each time; one of them is
/// merged instead: the one whose section the page already holds the name in, else the
/// one the graph declares last (the entry both used to end as).
enum SameNameMembers {
    static func oneEach(_ members: [APIMember], on page: PageLines) -> [APIMember] {
        let byName = Dictionary(grouping: members.indices, by: { members[$0].name })
        guard byName.values.contains(where: { $0.count > 1 }) else { return members }
        var chosen: Set<Int> = []
        for (name, indices) in byName {
            let section = page.headingsInSections.first { $0.heading.level == 3 && $0.heading.title == name }?.section?.title
            let inPlace = indices.last { index in
                section.map { PageMerger.sectionTitle(for: members[index]).caseInsensitiveCompare($0) == .orderedSame } ?? false
            }
            chosen.insert(inPlace ?? indices.last!)
        }
        return members.indices.filter(chosen.contains).map { members[$0] }
    }
}
