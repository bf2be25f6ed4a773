import APIRefBase
import APIRefCore
import Foundation
internal import GRDB

/// The table of identity-level symbols (`SymbolDetail.identity`) of the last index state
/// this process read, for a process that opens the same index again and again: the
/// preview server needs it twice for each rebuild (the index update resolves links
/// against it, the site build links pages with it), ~65 ms apiece to read and build at
/// 1,000 classes, and an edit to prose leaves it as it was. Off unless turned on: a
/// one-shot command would only hold a second copy of the table.
public final class IdentityMemo: Sendable {
    /// The process's memo; `isEnabled` is false until a long-running command sets it.
    public static let shared = IdentityMemo()

    private struct State {
        var enabled = false
        var entry: (key: String, table: SymbolTable)?
    }

    private let state = Locked(State())

    /// Whether reads of identities are remembered (and answered from memory).
    public var isEnabled: Bool {
        get { state.withLock { $0.enabled } }
        set {
            state.withLock { state in
                state.enabled = newValue
                if !newValue { state.entry = nil }
            }
        }
    }

    func table(for key: String) -> SymbolTable? {
        state.withLock { $0.entry?.key == key ? $0.entry?.table : nil }
    }

    func remember(_ table: SymbolTable, for key: String) {
        state.withLock { if $0.enabled { $0.entry = (key, table) } }
    }
}

extension SymbolIndex {
    /// Every symbol at identity detail, in a table: from memory when `IdentityMemo` is on
    /// and holds this index's state.
    public func identityTable() throws -> SymbolTable {
        guard IdentityMemo.shared.isEnabled else { return SymbolTable(try allSymbols(detail: .identity)) }
        let key = try identityKey()
        if let remembered = IdentityMemo.shared.table(for: key) { return remembered }
        let table = SymbolTable(try allSymbols(detail: .identity))
        IdentityMemo.shared.remember(table, for: key)
        return table
    }

    /// What the identities depend on: the index file, the build that wrote it and every
    /// content file's stamp. A rebuild writes a new build id; an update (which keeps every
    /// symbol's row) records the edited files' new stamps, so any change by this process
    /// or another gives a new key.
    func identityKey() throws -> String {
        var hasher = FNV1a()
        try read { db in
            hasher.add(try String.fetchOne(db, sql: "SELECT value FROM meta WHERE key = 'build'") ?? "")
            for row in try Row.fetchAll(db, sql: "SELECT path, stamp FROM file ORDER BY path") {
                hasher.add(row[0] as String)
                hasher.add(row[1] as String)
            }
        }
        return url.path + "#" + hasher.hex
    }
}
