/// One documented thing — a class, a member, a constant, an article — as the model holds it.
///
/// Pages (classes, protocols, categories, framework pages, articles) and their members
/// share this type so that lookup, queries and renderers treat every symbol alike;
/// the page-only facts are empty on members.
public struct Symbol: Hashable, Sendable {
    /// The id as it was given; empty while `parts` has `.idFromPlace` (see `id`).
    private var givenID: String
    private var givenName: String
    /// The name Swift gives it, without its container: `dequeueReusableCell(withIdentifier:for:)`,
    /// `checkmark`, `IndexPath`; nil when Swift does not see it. Equal to `name` for a
    /// Swift-only symbol.
    public var swiftName: String?
    public var availability: [PlatformAvailability] = []
    /// The child ids as they were given, or only what follows this symbol's id and a slash in
    /// each while `parts` has `.childIDsAfterID` (see `childIDs`).
    private var givenChildIDs: [String] = []

    /// Everything else, behind one copy-on-write reference that symbols without those
    /// facts share, so that an identity stays small (docs/benchmarks.md has its size).
    private var storage = SymbolBodyStorage.empty
    /// The file, framework, container, parent and Swift container, which a page's members
    /// share (`SymbolPlace`).
    private var place: SymbolPlace
    // The line and column of `location`, and the kind, packed together: Int32 is ample for
    // a line or column, and two Ints and a padded kind made every symbol 16 bytes wider.
    private var line: Int32
    public var kind: SymbolKind
    /// Which of the id and the child ids are made from the other facts (`compactIDs`).
    private var parts: IDParts = []
    private var column: Int32

    /// Stable identity, e.g. `UIKit/UITableViewCell/accessoryType`.
    ///
    /// Nearly every id is `framework/container/name`; such an id is made from those three
    /// when asked for instead of being held (`compactIDs`), which at hundreds of thousands
    /// of symbols is tens of megabytes of strings (docs/benchmarks.md).
    public var id: String {
        get {
            guard let (framework, container) = joinedIDParts else { return givenID }
            return IDText.joined(framework, container, givenName)
        }
        set {
            spellChildIDsOut()
            givenID = newValue
            parts.remove(.idFromPlace)
        }
    }

    /// The name as written in code: `accessoryType`, `initWithStyle:reuseIdentifier:`.
    public var name: String {
        get { givenName }
        set {
            spellIDOut()
            givenName = newValue
        }
    }

    /// The ids of the symbols listed under this one, in the order of the file.
    public var childIDs: [String] {
        get {
            guard parts.contains(.childIDsAfterID), !givenChildIDs.isEmpty else { return givenChildIDs }
            let id = id
            return givenChildIDs.map { IDText.joined(id, $0) }
        }
        set {
            givenChildIDs = newValue
            parts.remove(.childIDsAfterID)
        }
    }

    public var framework: String? {
        get { place.framework }
        set {
            spellIDOut()
            uniquePlace().framework = newValue
        }
    }
    /// The class or protocol that owns a member (for a category member, the extended class).
    public var container: String? {
        get { place.container }
        set {
            spellIDOut()
            uniquePlace().container = newValue
        }
    }
    /// The id of the symbol this one is listed under: a member's page, a constant's group.
    public var parentID: String? {
        get { place.parentID }
        set { uniquePlace().parentID = newValue }
    }
    /// The Swift path of the type that holds it in Swift (`UITableViewCell.AccessoryType` for
    /// `UITableViewCellAccessoryCheckmark`, `IndexPath` for a member of `NSIndexPath`); nil
    /// for a top-level Swift symbol or one Swift does not see.
    public var swiftContainer: String? {
        get { place.swiftContainer }
        set { uniquePlace().swiftContainer = newValue }
    }
    public var location: SourceLocation {
        get { SourceLocation(path: place.path, line: Int(line), column: Int(column)) }
        set {
            if newValue.path != place.path { uniquePlace().path = newValue.path }
            line = Int32(clamping: newValue.line)
            column = Int32(clamping: newValue.column)
        }
    }

    /// Holds the id itself again, before a fact it is made from changes.
    private mutating func spellIDOut() {
        guard parts.contains(.idFromPlace) else { return }
        givenID = id
        parts.remove(.idFromPlace)
    }

    /// Holds the child ids whole again, before the id they follow changes.
    private mutating func spellChildIDsOut() {
        guard parts.contains(.childIDsAfterID) else { return }
        givenChildIDs = childIDs
        parts.remove(.childIDsAfterID)
    }

    /// Stops holding what can be made from the other facts: the id where it is
    /// `framework/container/name`, and the child ids' common beginning where every one is
    /// this symbol's id, a slash and a rest. The public values stay the same.
    public mutating func compactIDs() {
        if !parts.contains(.idFromPlace), let framework = place.framework, let container = place.container,
            IDText.isJoined(givenID, framework, container, givenName)
        {
            givenID = ""
            parts.insert(.idFromPlace)
        }
        guard !parts.contains(.childIDsAfterID), !givenChildIDs.isEmpty else { return }
        var rests: [String] = []
        rests.reserveCapacity(givenChildIDs.count)
        for child in givenChildIDs {
            let rest =
                if let (framework, container) = joinedIDParts {
                    IDText.rest(of: child, after: framework, container, givenName)
                } else {
                    IDText.rest(of: child, after: givenID)
                }
            guard let rest else { return }
            rests.append(rest)
        }
        givenChildIDs = rests
        parts.insert(.childIDsAfterID)
    }

    /// Whether the id is `other`; unlike `id == other`, makes no id.
    public func hasID(_ other: String) -> Bool {
        guard let (framework, container) = joinedIDParts else { return givenID == other }
        return IDText.isJoined(other, framework, container, givenName)
    }

    /// `IDText.hash(id)`, without making the id.
    var idHash: Int {
        guard let (framework, container) = joinedIDParts else { return IDText.hash(givenID) }
        return IDText.hash(joining: framework, container, givenName)
    }

    /// The framework and container the id is made of, when it is `framework/container/name`
    /// and not held (`compactIDs`); nil otherwise. Lets a copy of the id's facts stay as
    /// small as the symbol's.
    public var joinedIDParts: (framework: String, container: String)? {
        guard parts.contains(.idFromPlace), let framework = place.framework, let container = place.container else { return nil }
        return (framework, container)
    }

    /// Whether anything is listed under this symbol; unlike `childIDs`, makes no id.
    public var hasChildIDs: Bool { !givenChildIDs.isEmpty }

    /// Makes the rests of compacted child ids (`compactIDs`) share the strings of the names
    /// of `members` that equal them: a page's members, which follow it.
    public mutating func shareChildIDs(withNamesOf members: some Sequence<Symbol>) {
        guard parts.contains(.childIDsAfterID) else { return }
        var next = 0
        // A page's members lie within a few symbols of where its child ids say; past
        // that, a child id whose member is elsewhere keeps its own string.
        for member in members.prefix(givenChildIDs.count * 2 + 16) {
            guard next < givenChildIDs.count else { return }
            // A child listed but not among these (one whose member is elsewhere) is passed over.
            let candidates = next..<min(next + 4, givenChildIDs.count)
            if let match = candidates.first(where: { givenChildIDs[$0] == member.givenName }) {
                givenChildIDs[match] = member.givenName
                next = match + 1
            }
        }
    }

    /// Equal symbols have equal facts, whether or not the id and the child ids are held
    /// whole (`compactIDs`).
    public static func == (lhs: Symbol, rhs: Symbol) -> Bool {
        guard
            lhs.givenName == rhs.givenName, lhs.kind == rhs.kind, lhs.line == rhs.line, lhs.column == rhs.column,
            lhs.place == rhs.place, lhs.swiftName == rhs.swiftName, lhs.availability == rhs.availability,
            lhs.storage == rhs.storage
        else { return false }
        // Held alike, the held parts compare; otherwise the whole values.
        if lhs.parts == rhs.parts { return lhs.givenID == rhs.givenID && lhs.givenChildIDs == rhs.givenChildIDs }
        return lhs.id == rhs.id && lhs.childIDs == rhs.childIDs
    }

    /// Hashes the facts `==` compares, but the id and child ids, which equal places and
    /// names mostly decide.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(givenName)
        hasher.combine(kind)
        hasher.combine(line)
        hasher.combine(column)
        hasher.combine(place)
        hasher.combine(swiftName)
        hasher.combine(availability)
        hasher.combine(storage)
    }

    /// The place box, made this symbol's own first if others share it.
    private mutating func uniquePlace() -> SymbolPlace {
        if !isKnownUniquelyReferenced(&place) { place = place.copy() }
        return place
    }

    /// Takes `neighbour`'s place (file, framework, container, parent and Swift container)
    /// when it is the same as this symbol's, so that the two share one box; a member's
    /// container and parent, usually its neighbouring page's name and id, then share their
    /// storage. Tables of many symbols call this on each symbol with the one before it.
    public mutating func sharePlace(with neighbour: Symbol) {
        if place == neighbour.place {
            place = neighbour.place
            return
        }
        guard isKnownUniquelyReferenced(&place) else { return }
        if place.path == neighbour.place.path { place.path = neighbour.place.path }
        if place.framework == neighbour.place.framework { place.framework = neighbour.place.framework }
        if place.swiftContainer == neighbour.place.swiftContainer { place.swiftContainer = neighbour.place.swiftContainer }
        if place.container == neighbour.place.container {
            place.container = neighbour.place.container
        } else if place.container == neighbour.name {
            place.container = neighbour.name
        }
        if place.parentID == neighbour.place.parentID {
            place.parentID = neighbour.place.parentID
        } else if place.parentID == neighbour.id {
            place.parentID = neighbour.id
        }
    }

    var body: SymbolBody {
        get { storage.body }
        _modify {
            if !isKnownUniquelyReferenced(&storage) { storage = SymbolBodyStorage(storage.body) }
            yield &storage.body
        }
    }

    /// Replaces every boxed fact at once; an empty body shares `SymbolBodyStorage.empty`,
    /// so decoding or copying an identity allocates nothing for what it does not have.
    mutating func replaceBody(_ newBody: SymbolBody) {
        storage = newBody == SymbolBody() ? .empty : SymbolBodyStorage(newBody)
    }

    /// One sentence, as inline content.
    public var summary: [MarkdownNode] {
        get { body.summary }
        _modify { yield &body.summary }
    }
    /// The Objective-C (or C) declaration.
    public var declaration: String? {
        get { body.declaration }
        _modify { yield &body.declaration }
    }
    /// The Swift declaration, as Swift's generated interface writes it.
    public var swiftDeclaration: String? {
        get { body.swiftDeclaration }
        _modify { yield &body.swiftDeclaration }
    }
    /// Block content: the discussion of a member, the overview of a page, an article's body.
    public var discussion: [MarkdownNode] {
        get { body.discussion }
        _modify { yield &body.discussion }
    }
    public var parameters: [Parameter] {
        get { body.parameters }
        _modify { yield &body.parameters }
    }
    public var returnValue: [MarkdownNode] {
        get { body.returnValue }
        _modify { yield &body.returnValue }
    }
    /// Why a deprecated symbol is deprecated and what to do instead, as inline content.
    public var deprecationMessage: [MarkdownNode] {
        get { body.deprecationMessage }
        _modify { yield &body.deprecationMessage }
    }
    public var replacement: SymbolLink? {
        get { body.replacement }
        _modify { yield &body.replacement }
    }
    public var declaredIn: String? {
        get { body.declaredIn }
        _modify { yield &body.declaredIn }
    }
    public var seeAlso: [SymbolLink] {
        get { body.seeAlso }
        _modify { yield &body.seeAlso }
    }
    /// For protocol methods: `true` for `@required`, `false` for `@optional`.
    public var isRequired: Bool? {
        get { body.isRequired }
        _modify { yield &body.isRequired }
    }

    // Page facts.
    public var superclass: String? {
        get { body.superclass }
        _modify { yield &body.superclass }
    }
    public var protocols: [String] {
        get { body.protocols }
        _modify { yield &body.protocols }
    }
    public var extendedClass: String? {
        get { body.extendedClass }
        _modify { yield &body.extendedClass }
    }
    public var guides: [String] {
        get { body.guides }
        _modify { yield &body.guides }
    }
    public var taskGroups: [TaskGroup] {
        get { body.taskGroups }
        _modify { yield &body.taskGroups }
    }

    public init(id: String, name: String, kind: SymbolKind, location: SourceLocation) {
        self.init(id: id, name: name, kind: kind, location: location, place: SymbolPlace(path: location.path))
    }

    /// A symbol in a place box another symbol may share (see `RepeatedIdentity`).
    init(id: String, name: String, kind: SymbolKind, location: SourceLocation, place: SymbolPlace) {
        givenID = id
        givenName = name
        self.kind = kind
        self.place = place
        line = Int32(clamping: location.line)
        column = Int32(clamping: location.column)
    }

    public var isDeprecated: Bool { availability.contains { $0.deprecated != nil || $0.obsoleted != nil } }

    /// `Container.name` for members, the name alone for pages.
    public var qualifiedName: String {
        guard !kind.isPage, let container else { return name }
        return "\(container).\(name)"
    }

    /// True for a symbol with facts and no prose yet (an imported member the author has not
    /// described): no summary, discussion, parameter or return description. `check` counts
    /// these (`undocumented`), `list --undocumented` lists them, pages say "No description yet".
    public var isUndocumented: Bool {
        kind != .article && summary.isEmpty && discussion.isEmpty && returnValue.isEmpty
            && parameters.allSatisfy { $0.description.isEmpty }
    }

    /// The whole Swift path: `UITableView.dequeueReusableCell(withIdentifier:for:)`,
    /// `UITableViewCell.AccessoryType.checkmark`; nil when Swift does not see the symbol.
    public var swiftPath: String? {
        guard let swiftName else { return nil }
        guard let swiftContainer, !swiftContainer.isEmpty else { return swiftName }
        return "\(swiftContainer).\(swiftName)"
    }

    /// Which languages spell the symbol: none but Objective-C without a Swift name, none
    /// but Swift when its only declaration is Swift's (which an identity, without its
    /// declarations, keeps as a fact of its own).
    public var spellings: Spellings {
        guard swiftName != nil else { return .objectiveC }
        // A page from an Objective-C header that shows a Swift type's declaration (the generic
        // `UITableViewDiffableDataSource` on the class's page) is spelt in both.
        let objectiveCPage = kind.isPage && declaredIn?.hasSuffix(".h") == true
        return declaration == nil && swiftDeclaration != nil && !objectiveCPage || body.identityIsSwiftOnly ? .swift : .both
    }

    /// The summary as plain text.
    public var summaryText: String { summary.map(\.plainText).joined() }
}
