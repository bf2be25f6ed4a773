import Foundation

/// Which of a symbol's ids are made from its other facts rather than held (`Symbol.compactIDs`).
struct IDParts: OptionSet, Hashable, Sendable {
    let rawValue: UInt8
    /// The id is `framework/container/name`.
    static let idFromPlace = IDParts(rawValue: 1)
    /// Each child id is the symbol's id, a slash and the rest that is held.
    static let childIDsAfterID = IDParts(rawValue: 2)
}

/// Ids as slash-joined parts, made, compared and hashed without building the whole where
/// that can be avoided: a compacted id is asked for on every link and every lookup.
enum IDText {
    /// `first/second/third`.
    static func joined(_ first: String, _ second: String, _ third: String) -> String {
        var id = ""
        id.reserveCapacity(first.utf8.count + second.utf8.count + third.utf8.count + 2)
        id += first
        id += "/"
        id += second
        id += "/"
        id += third
        return id
    }

    /// `first/second`.
    static func joined(_ first: String, _ second: String) -> String {
        var id = ""
        id.reserveCapacity(first.utf8.count + second.utf8.count + 1)
        id += first
        id += "/"
        id += second
        return id
    }

    /// Whether `id` is `first/second/third`, byte for byte.
    static func isJoined(_ id: String, _ first: String, _ second: String, _ third: String) -> Bool {
        guard id.utf8.count == first.utf8.count + second.utf8.count + third.utf8.count + 2 else { return false }
        return startsWithJoined(id, first, second, third)
    }

    /// What follows `first/second/third` and a slash in `id`, or nil when `id` does not begin
    /// so; never empty, so that joining it back gives `id`.
    static func rest(of id: String, after first: String, _ second: String, _ third: String) -> String? {
        let length = first.utf8.count + second.utf8.count + third.utf8.count + 2
        guard id.utf8.count > length + 1, startsWithJoined(id, first, second, third) else { return nil }
        return rest(of: id, from: length)
    }

    /// What follows `prefix` and a slash in `id`, or nil when `id` does not begin so; never
    /// empty, so that joining it back gives `id`.
    static func rest(of id: String, after prefix: String) -> String? {
        let length = prefix.utf8.count
        guard id.utf8.count > length + 1, id.utf8.starts(with: prefix.utf8) else { return nil }
        return rest(of: id, from: length)
    }

    /// The bytes of `id` after the slash at `offset`, or nil when no slash is there.
    private static func rest(of id: String, from offset: Int) -> String? {
        let bytes = id.utf8
        let slash = bytes.index(bytes.startIndex, offsetBy: offset)
        guard bytes[slash] == UInt8(ascii: "/") else { return nil }
        return String(Substring(bytes[bytes.index(after: slash)...]))
    }

    /// Whether `id` begins with `first/second/third`.
    private static func startsWithJoined(_ id: String, _ first: String, _ second: String, _ third: String) -> Bool {
        var id = id
        var parts = (first, second, third)
        return id.withUTF8 { whole in
            var offset = 0
            func take(_ part: inout String, slash: Bool) -> Bool {
                part.withUTF8 { part in
                    guard whole.count - offset >= part.count + (slash ? 1 : 0) else { return false }
                    if part.count > 0, memcmp(whole.baseAddress! + offset, part.baseAddress!, part.count) != 0 { return false }
                    offset += part.count
                    guard slash else { return true }
                    defer { offset += 1 }
                    return whole[offset] == UInt8(ascii: "/")
                }
            }
            return take(&parts.0, slash: true) && take(&parts.1, slash: true) && take(&parts.2, slash: false)
        }
    }

    /// The hash of an id's UTF-8 bytes, the same whether the id is whole or in parts (`hash(joining:)`).
    static func hash(_ id: String) -> Int {
        var hasher = Hasher()
        var id = id
        id.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
        return hasher.finalize()
    }

    /// `hash(_:)` of `first/second/third`, without making it.
    static func hash(joining first: String, _ second: String, _ third: String) -> Int {
        var hasher = Hasher()
        var parts = (first, second, third)
        withUnsafeBytes(of: UInt8(ascii: "/")) { slash in
            parts.0.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
            hasher.combine(bytes: slash)
            parts.1.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
            hasher.combine(bytes: slash)
            parts.2.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
        }
        return hasher.finalize()
    }
}
