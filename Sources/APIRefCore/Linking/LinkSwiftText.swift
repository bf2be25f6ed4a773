/// What a symbol link reads as in Swift, worked out once when the link is resolved from
/// the target's identity (its `swiftName` and `swiftContainer`), so that renderers show
/// either spelling without looking the target up, and a page whose Swift name changes
/// changes the links to it with its public facts.
enum LinkSwiftText {
    /// The Swift spelling of a link to `target` written as `text` in prose that speaks from
    /// the Swift type `home`; nil when Swift does not see the target or spells it as written.
    ///
    /// A type reads as its Swift path (`IndexPath`). A name that is global in Objective-C (a
    /// constant, function, notification or data type) reads as its Swift path, or as a case
    /// (`.checkmark`) or a name inside its own type; a method or property reads as its Swift
    /// name, with its type's path when the author wrote the Objective-C one qualified.
    static func of(_ target: Symbol, writtenAs text: String, from home: String?) -> String? {
        guard let name = target.swiftName, let path = target.swiftPath else { return nil }
        let swift: String
        switch target.kind {
        case _ where target.kind.isPage, .constantGroup:
            swift = path
        case .constant, .enumCase, .function, .notification, .dataType, .variable, .typeAlias:
            if let home, target.swiftContainer == home {
                swift = target.kind == .constant || target.kind == .enumCase ? "." + name : name
            } else {
                swift = path
            }
        default:
            swift = text == target.name ? name : path
        }
        return swift == text ? nil : swift
    }
}

extension Symbol {
    /// The Swift type this symbol's prose speaks from: a type page's or a constant group's
    /// own path, a member's type. Links to names in it read unqualified in Swift.
    var swiftHome: String? {
        if kind.isPage { return swiftContainerOfMembers }
        if kind == .constantGroup, let swiftPath { return swiftPath }
        return swiftContainer
    }
}
