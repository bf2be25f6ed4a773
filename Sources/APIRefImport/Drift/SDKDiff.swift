import APIRefCore

/// What changed between two SDK releases, per class, protocol or header: the changelog a
/// translation team works from after an SDK update.
public struct SDKDiff {
    public struct Change: Equatable, Sendable, Encodable {
        public enum Kind: String, Sendable, Encodable, Comparable {
            case added, deprecated, removed
            public static func < (lhs: Kind, rhs: Kind) -> Bool { order(lhs) < order(rhs) }
            private static func order(_ kind: Kind) -> Int { kind == .added ? 0 : kind == .deprecated ? 1 : 2 }
        }
        public var change: Kind
        /// `property`, `instance method`, `class`, `constant`, …
        public var kind: String
        public var name: String
        /// The release it happened in, where the new graph says.
        public var version: String?
    }

    public struct Group: Equatable, Sendable, Encodable {
        /// A class or protocol, or `Header.h` for enumerations and constants.
        public var name: String
        public var changes: [Change]
    }

    public static func compare(old: APIFacts, new: APIFacts, platform: String = "iOS") -> [Group] {
        var groups: [String: [Change]] = [:]
        func version(_ list: [PlatformAvailability], _ key: KeyPath<PlatformAvailability, Version?>) -> String? {
            list.entry(for: platform)?[keyPath: key]?.description
        }
        func isDeprecated(_ list: [PlatformAvailability]) -> Bool { list.entry(for: platform)?.deprecated != nil }

        for name in Set(old.containers.keys).union(new.containers.keys).sorted() {
            switch (old.containers[name], new.containers[name]) {
            case (nil, let added?):
                groups[name, default: []].append(
                    Change(change: .added, kind: added.kind.rawValue, name: name, version: version(added.availability, \.introduced)))
            case (let removed?, nil):
                groups[name, default: []].append(Change(change: .removed, kind: removed.kind.rawValue, name: name, version: nil))
            case (let before?, let after?):
                if !isDeprecated(before.availability), isDeprecated(after.availability) {
                    groups[name, default: []].append(
                        Change(
                            change: .deprecated, kind: after.kind.rawValue, name: name, version: version(after.availability, \.deprecated)))
                }
                for member in after.members {
                    guard let earlier = before.member(named: member.name, kind: member.kind) else {
                        groups[name, default: []].append(
                            Change(
                                change: .added, kind: member.kind.displayName, name: member.name,
                                version: version(member.availability, \.introduced)))
                        continue
                    }
                    if !isDeprecated(earlier.availability), isDeprecated(member.availability) {
                        groups[name, default: []].append(
                            Change(
                                change: .deprecated, kind: member.kind.displayName, name: member.name,
                                version: version(member.availability, \.deprecated)))
                    }
                }
                for member in before.members where after.member(named: member.name, kind: member.kind) == nil {
                    groups[name, default: []].append(
                        Change(change: .removed, kind: member.kind.displayName, name: member.name, version: nil))
                }
            case (nil, nil):
                break
            }
        }
        // Enumerations, their cases and global entries, under their header.
        func header(_ value: String?) -> String { value ?? "(no header)" }
        for name in Set(old.enumerations.keys).union(new.enumerations.keys).sorted() {
            let before = old.enumerations[name]
            let after = new.enumerations[name]
            let group = header(after?.header ?? before?.header)
            let beforeCases = Dictionary((before?.cases ?? []).map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
            let afterCases = Set((after?.cases ?? []).map(\.name))
            for constant in after?.cases ?? [] {
                if let earlier = beforeCases[constant.name] {
                    if !isDeprecated(earlier.availability), isDeprecated(constant.availability) {
                        groups[group, default: []].append(
                            Change(
                                change: .deprecated, kind: "constant", name: constant.name,
                                version: version(constant.availability, \.deprecated)))
                    }
                } else {
                    groups[group, default: []].append(
                        Change(change: .added, kind: "constant", name: constant.name, version: version(constant.availability, \.introduced))
                    )
                }
            }
            for constant in before?.cases ?? [] where !afterCases.contains(constant.name) {
                groups[group, default: []].append(Change(change: .removed, kind: "constant", name: constant.name, version: nil))
            }
        }
        for name in Set(old.globals.keys).union(new.globals.keys).sorted() {
            let before = old.globals[name]
            let after = new.globals[name]
            let group = header(after?.header ?? before?.header)
            switch (before, after) {
            case (nil, let added?):
                groups[group, default: []].append(
                    Change(change: .added, kind: added.kind.rawValue, name: name, version: version(added.availability, \.introduced)))
            case (let removed?, nil):
                groups[group, default: []].append(Change(change: .removed, kind: removed.kind.rawValue, name: name, version: nil))
            case (let earlier?, let later?) where !isDeprecated(earlier.availability) && isDeprecated(later.availability):
                groups[group, default: []].append(
                    Change(change: .deprecated, kind: later.kind.rawValue, name: name, version: version(later.availability, \.deprecated)))
            default:
                break
            }
        }
        return groups.keys.sorted().map { name in
            Group(name: name, changes: groups[name]!.sorted { ($0.change, $0.name) < ($1.change, $1.name) })
        }
    }
}
