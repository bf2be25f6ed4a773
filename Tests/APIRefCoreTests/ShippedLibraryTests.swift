import Foundation
import Testing

@testable import APIRefCore

/// The shipped `Content/` must stay complete and clean: later edits cannot silently
/// drop a member, break a link or lose a replacement.
@Suite struct ShippedLibraryTests {
    static let loadedLibrary = Result {
        try ReferenceLibrary.load(ContentFolder(url: Fixtures.repository.appendingPathComponent("Content"), displayPath: "Content"))
    }
    static var library: ReferenceLibrary {
        get throws { try loadedLibrary.get() }
    }

    /// Every member the seed reference's task groups list for UITableViewCell.
    static let cellMembers = [
        "initWithStyle:reuseIdentifier:", "initWithFrame:reuseIdentifier:", "reuseIdentifier", "prepareForReuse",
        "textLabel", "detailTextLabel", "font", "lineBreakMode", "selectedTextColor", "text", "textAlignment",
        "textColor", "imageView", "image", "selectedImage", "contentView", "backgroundView", "selectedBackgroundView",
        "multipleSelectionBackgroundView", "accessoryType", "accessoryView", "editingAccessoryType",
        "editingAccessoryView", "hidesAccessoryWhenEditing", "selected", "selectionStyle", "setSelected:animated:",
        "highlighted", "setHighlighted:animated:", "editing", "setEditing:animated:", "editingStyle",
        "showingDeleteConfirmation", "showsReorderControl", "willTransitionToState:", "didTransitionToState:",
        "indentationLevel", "indentationWidth", "shouldIndentWhileEditing", "accessoryAction", "editAction", "target"
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
        "sectionIndexTrackingBackgroundColor"
    ]

    static let cellDeprecations = [
        "initWithFrame:reuseIdentifier:", "font", "lineBreakMode", "selectedTextColor", "text", "textAlignment",
        "textColor", "image", "selectedImage", "hidesAccessoryWhenEditing", "accessoryAction", "editAction", "target"
    ]

    let table: SymbolTable

    init() throws {
        table = try Self.library.table
    }

    @Test func checksCleanEvenWhenStrict() throws {
        // Members imported from the SDK graph and not described yet are counted, not faults.
        let library = try Self.library
        #expect(library.diagnostics.filter { $0.id != Diagnostic.undocumentedID }.map(\.description) == [])
        #expect(library.fileCount >= 17)
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
        let deprecated = table.symbols.filter { symbol in
            symbol.container == "UITableViewCell"
                && symbol.availability.contains { $0.platform == "iOS" && $0.deprecated == Version("3.0") }
        }
        #expect(Set(deprecated.map(\.name)) == Set(Self.cellDeprecations))
        // Later deprecations come from the SDK (iOS 11's etched separator).
        let later = table.symbols.filter { $0.container == "UITableViewCell" && $0.isDeprecated }.filter { !deprecated.contains($0) }
        #expect(later.map(\.name) == ["UITableViewCellSeparatorStyleSingleLineEtched"])
    }

    /// The table-view family, its superclasses and protocols: what the seeds and the SDK deprecate.
    static let family: Set<String> = [
        "UITableView", "UITableViewCell", "UITableViewController", "UITableViewHeaderFooterView",
        "UITableViewDataSource", "UITableViewDelegate", "UIScrollView", "UIView"
    ]

    @Test func everyDeprecatedSymbolSaysWhatToUseInstead() {
        for symbol in table.symbols where symbol.isDeprecated {
            if let replacement = symbol.replacement {
                #expect(replacement.resolvedID.flatMap { table[$0] } != nil, "\(symbol.id)'s replacement does not resolve")
            }
            // A documented deprecation says why or names its successor (`check` holds every
            // page to it); the table-view family's all say why.
            // A member of a deprecated class (UIActionSheet) goes with its class's message.
            let page = symbol.parentID.flatMap { table[$0] }
            if !symbol.summary.isEmpty, page?.isDeprecated != true {
                #expect(!symbol.deprecationMessage.isEmpty || symbol.replacement != nil, "\(symbol.id) does not say what to use instead")
            }
            if let container = symbol.container, Self.family.contains(container) {
                #expect(!symbol.deprecationMessage.isEmpty, "\(symbol.id) does not say why it is deprecated")
            }
        }
        // The successors of these (a resizable UIImage, iOS 13's context menus, block-based
        // animations) have no single symbol: their messages name them.
        let withoutReplacement = table.symbols.filter { symbol in
            symbol.isDeprecated && symbol.replacement == nil && symbol.container.map(Self.family.contains) == true
        }
        #expect(
            Set(withoutReplacement.map(\.name)) == [
                "contentStretch", "setAnimationWillStartSelector:", "tableView:shouldShowMenuForRowAtIndexPath:",
                "tableView:canPerformAction:forRowAtIndexPath:withSender:", "tableView:performAction:forRowAtIndexPath:withSender:"
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
        // The table-view family written in full, the types a table-view reader needs since
        // iOS 11, 13 and 14, and the articles; beside them the UIKit and Foundation classes
        // of the source index.
        let expected: Set = [
            "UIKit/UITableViewCell", "UIKit/UITableView", "UIKit/UITableViewDataSource", "UIKit/UITableViewDelegate",
            "UIKit/UITableViewController", "UIKit/UITableViewHeaderFooterView", "UIKit/NSIndexPath(UIKit Additions)",
            "UIKit/UIScrollView", "UIKit/UIScrollViewDelegate", "UIKit/UIView", "UIKit/UIResponder", "Foundation/NSObject",
            "UIKit/UITableViewDiffableDataSource", "UIKit/NSDiffableDataSourceSnapshot", "UIKit/UIListContentConfiguration",
            "UIKit/UIBackgroundConfiguration", "UIKit/UICellConfigurationState", "UIKit/UIContentConfiguration",
            "UIKit/UIContextualAction", "UIKit/UISwipeActionsConfiguration", "UIKit/UIContextMenuConfiguration",
            "UIKit/UITableViewDataSourcePrefetching", "UIKit/UITableViewDragDelegate", "UIKit/UITableViewDropDelegate",
            "UIKit/UIButton", "Foundation/NSString", "UIKit/UIAlertController",
            "Articles/CustomCellFromNib", "Articles/KeepingEditedRowVisible", "Articles/ShowingHidingStaticCellContent",
            "Articles/MixingCellClasses", "Articles/DynamicPrototypesVersusStaticCells",
            "Articles/ConfiguringCellsWithContentConfigurations", "Articles/DrivingTableWithDiffableDataSource"
        ]
        #expect(expected.isSubset(of: pages), "\(expected.subtracting(pages))")
        #expect(pages.count == 117, "\(pages.count)")
        let requiredDataSource = table.symbols.filter { $0.container == "UITableViewDataSource" && $0.isRequired == true }
        #expect(Set(requiredDataSource.map(\.name)) == ["tableView:numberOfRowsInSection:", "tableView:cellForRowAtIndexPath:"])
    }
}
