@testable import APIRefCore
import Foundation
import Testing

/// The shipped `Content/` must stay complete and clean: later edits cannot silently
/// drop a member, break a link or lose a replacement.
@Suite struct ShippedLibraryTests {
    static let library = try! ReferenceLibrary.load(
        ContentFolder(url: Fixtures.repository.appendingPathComponent("Content"), displayPath: "Content"))

    /// Every member the seed reference's task groups list for UITableViewCell.
    static let cellMembers = [
        "initWithStyle:reuseIdentifier:", "initWithFrame:reuseIdentifier:", "reuseIdentifier", "prepareForReuse",
        "textLabel", "detailTextLabel", "font", "lineBreakMode", "selectedTextColor", "text", "textAlignment",
        "textColor", "imageView", "image", "selectedImage", "contentView", "backgroundView", "selectedBackgroundView",
        "multipleSelectionBackgroundView", "accessoryType", "accessoryView", "editingAccessoryType",
        "editingAccessoryView", "hidesAccessoryWhenEditing", "selected", "selectionStyle", "setSelected:animated:",
        "highlighted", "setHighlighted:animated:", "editing", "setEditing:animated:", "editingStyle",
        "showingDeleteConfirmation", "showsReorderControl", "willTransitionToState:", "didTransitionToState:",
        "indentationLevel", "indentationWidth", "shouldIndentWhileEditing", "accessoryAction", "editAction", "target",
    ]

    /// Every member the seed reference's task groups list for UITableView.
    static let tableMembers = [
        "initWithFrame:style:", "dequeueReusableCellWithIdentifier:", "style", "numberOfRowsInSection:",
        "numberOfSections", "rowHeight", "separatorStyle", "separatorColor", "backgroundView",
        "registerNib:forCellReuseIdentifier:", "registerClass:forCellReuseIdentifier:",
        "dequeueReusableCellWithIdentifier:forIndexPath:", "registerNib:forHeaderFooterViewReuseIdentifier:",
        "registerClass:forHeaderFooterViewReuseIdentifier:", "dequeueReusableHeaderFooterViewWithIdentifier:",
        "tableHeaderView", "tableFooterView", "sectionHeaderHeight", "sectionFooterHeight", "headerViewForSection:",
        "footerViewForSection:", "cellForRowAtIndexPath:", "indexPathForCell:", "indexPathForRowAtPoint:",
        "indexPathsForRowsInRect:", "visibleCells", "indexPathsForVisibleRows",
        "scrollToRowAtIndexPath:atScrollPosition:animated:", "scrollToNearestSelectedRowAtScrollPosition:animated:",
        "indexPathForSelectedRow", "indexPathsForSelectedRows", "selectRowAtIndexPath:animated:scrollPosition:",
        "deselectRowAtIndexPath:animated:", "allowsSelection", "allowsMultipleSelection",
        "allowsSelectionDuringEditing", "allowsMultipleSelectionDuringEditing", "beginUpdates", "endUpdates",
        "insertRowsAtIndexPaths:withRowAnimation:", "deleteRowsAtIndexPaths:withRowAnimation:",
        "moveRowAtIndexPath:toIndexPath:", "insertSections:withRowAnimation:", "deleteSections:withRowAnimation:",
        "moveSection:toSection:", "editing", "setEditing:animated:", "reloadData",
        "reloadRowsAtIndexPaths:withRowAnimation:", "reloadSections:withRowAnimation:", "reloadSectionIndexTitles",
        "rectForSection:", "rectForRowAtIndexPath:", "rectForFooterInSection:", "rectForHeaderInSection:",
        "dataSource", "delegate", "sectionIndexMinimumDisplayRowCount", "sectionIndexColor",
        "sectionIndexTrackingBackgroundColor",
    ]

    static let cellDeprecations = [
        "initWithFrame:reuseIdentifier:", "font", "lineBreakMode", "selectedTextColor", "text", "textAlignment",
        "textColor", "image", "selectedImage", "hidesAccessoryWhenEditing", "accessoryAction", "editAction", "target",
    ]

    var table: SymbolTable { Self.library.table }

    @Test func checksCleanEvenWhenStrict() {
        // Members imported from the SDK graph and not described yet are counted, not faults.
        #expect(Self.library.diagnostics.filter { $0.id != Diagnostic.undocumentedID }.map(\.description) == [])
        #expect(Self.library.fileCount >= 17)
    }

    @Test(arguments: [("UITableViewCell", cellMembers), ("UITableView", tableMembers)])
    func documentsEverySeedMemberInATaskGroup(_ container: String, _ members: [String]) throws {
        let page = try #require(table["UIKit/\(container)"])
        let listed = Set(page.taskGroups.flatMap { $0.members.compactMap(\.resolvedID) })
        for name in members {
            let id = "UIKit/\(container)/\(name)"
            #expect(table[id] != nil, "\(id) is not documented")
            #expect(listed.contains(id), "\(id) is in no task group")
        }
    }

    @Test func deprecatesExactlyTheSeedsCellMembersInIOS3() {
        let deprecated = table.symbols.filter { $0.container == "UITableViewCell" && $0.isDeprecated }
        #expect(Set(deprecated.map(\.name)) == Set(Self.cellDeprecations))
        for symbol in deprecated {
            #expect(symbol.availability.first { $0.platform == "iOS" }?.deprecated == Version("3.0"), "\(symbol.name)")
        }
    }

    @Test func everyDeprecatedSymbolSaysWhatToUseInstead() {
        for symbol in table.symbols where symbol.isDeprecated {
            if let replacement = symbol.replacement {
                #expect(replacement.resolvedID.flatMap { table[$0] } != nil, "\(symbol.id)'s replacement does not resolve")
            }
            // The successors of these (a resizable UIImage, iOS 13's context menus) have no page
            // here: their messages name them.
            #expect(!symbol.deprecationMessage.isEmpty, "\(symbol.id) does not say why it is deprecated")
        }
        #expect(Set(table.symbols.filter { $0.isDeprecated && $0.replacement == nil }.map(\.name)) == [
            "contentStretch", "tableView:shouldShowMenuForRowAtIndexPath:",
            "tableView:canPerformAction:forRowAtIndexPath:withSender:", "tableView:performAction:forRowAtIndexPath:withSender:",
        ])
    }

    @Test func everyExplicitLinkResolves() {
        var unresolved: [String] = []
        for symbol in table.symbols {
            for node in symbol.summary + symbol.discussion + symbol.returnValue + symbol.deprecationMessage {
                node.forEach {
                    if case .symbolLink(let link) = $0.kind, link.isExplicit, link.resolvedID == nil {
                        unresolved.append("\(symbol.id): \(link.destination)")
                    }
                }
            }
        }
        #expect(unresolved == [])
    }

    @Test func hasTheWholeLibrary() {
        let pages = Set(table.symbols.filter { $0.kind.isPage }.map(\.id))
        let expected: Set = [
            "UIKit/UITableViewCell", "UIKit/UITableView", "UIKit/UITableViewDataSource", "UIKit/UITableViewDelegate",
            "UIKit/UITableViewController", "UIKit/UITableViewHeaderFooterView", "UIKit/NSIndexPath(UIKit Additions)",
            "UIKit/UIScrollView", "UIKit/UIScrollViewDelegate", "UIKit/UIView", "UIKit/UIResponder", "Foundation/NSObject",
            "Articles/CustomCellFromNib", "Articles/KeepingEditedRowVisible", "Articles/ShowingHidingStaticCellContent",
            "Articles/MixingCellClasses", "Articles/DynamicPrototypesVersusStaticCells",
        ]
        #expect(pages == expected)
        let requiredDataSource = table.symbols.filter { $0.container == "UITableViewDataSource" && $0.isRequired == true }
        #expect(Set(requiredDataSource.map(\.name)) == ["tableView:numberOfRowsInSection:", "tableView:cellForRowAtIndexPath:"])
    }
}
