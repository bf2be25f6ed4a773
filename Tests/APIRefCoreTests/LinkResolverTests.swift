import Testing

@testable import APIRefCore

/// Resolution against the shipped library: relative, qualified, inherited, through
/// protocols, Objective-C forms, articles, and the suggestions of a failure.
@Suite struct LinkResolverTests {
    let resolver: LinkResolver

    init() throws {
        resolver = LinkResolver(table: try ShippedLibraryTests.library.table)
    }

    @Test(
        arguments: [
            ("accessoryType", "UITableViewCell", "UIKit/UITableViewCell/accessoryType"),
            ("UITableViewCell/accessoryType", nil, "UIKit/UITableViewCell/accessoryType"),
            ("UIKit/UITableViewCell/accessoryType", nil, "UIKit/UITableViewCell/accessoryType"),
            ("backgroundColor", "UITableView", "UIKit/UIView/backgroundColor"),
            ("UITableView/contentInset", nil, "UIKit/UIScrollView/contentInset"),
            ("UITableViewController/tableView:cellForRowAtIndexPath:", nil, "UIKit/UITableViewDataSource/tableView:cellForRowAtIndexPath:"),
            ("-[UITableViewCell setEditing:animated:]", nil, "UIKit/UITableViewCell/setEditing:animated:"),
            ("+[NSIndexPath indexPathForRow:inSection:]", nil, "UIKit/NSIndexPath/indexPathForRow:inSection:"),
            ("Cell Styles", "UITableViewCell", "UIKit/UITableViewCell/Cell Styles"),
            ("UITableViewCellStyleDefault", nil, "UIKit/UITableViewCell/UITableViewCellStyleDefault"),
            ("<doc:CustomCellFromNib>", nil, "Articles/CustomCellFromNib"),
            ("UITableView", "UITableViewCell", "UIKit/UITableView")
        ] as [(String, String?, String)])
    func resolves(_ destination: String, _ context: String?, _ id: String) {
        #expect(resolver.resolve(destination, from: context) == .resolved(id: id))
    }

    @Test func suggestsTheNearestMember() {
        let result = resolver.resolve("acessoryType", from: "UITableViewCell")
        guard case .notFound(let message, let name, let suggestions) = result else {
            Issue.record("expected notFound, got \(result)")
            return
        }
        #expect(message == "'acessoryType' is not a member of UITableViewCell")
        #expect(name == "acessoryType")
        #expect(suggestions.names == ["accessoryType"])
        #expect(EditDistance.certainFix(for: name, suggestions: suggestions.names) == "accessoryType")
    }

    @Test func reportsAmbiguousUnqualifiedNames() {
        guard case .ambiguous(let ids) = resolver.resolve("setEditing:animated:", from: nil) else {
            Issue.record("expected an ambiguous result")
            return
        }
        #expect(
            Set(ids) == [
                "UIKit/UITableViewCell/setEditing:animated:", "UIKit/UITableView/setEditing:animated:",
                "UIKit/UIViewController/setEditing:animated:"
            ])
    }
}
