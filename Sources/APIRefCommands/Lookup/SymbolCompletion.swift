import APIRefCore
import APIRefIndex
import Foundation

/// Shell completion of the lookup's words from the index: `apiref UITableVi<TAB>` offers
/// names, `apiref UITableViewCell acc<TAB>` the members that class has or inherits. Runs in
/// the engine when the shell asks (argument-parser's `---completion`); it reads the index as
/// a lookup does, building it only when there is none yet.
public struct SymbolCompletion {
    /// Every command's name: a first word that is one is not a lookup's word.
    public var commandNames: Set<String>
    /// The options whose value is the next word (`--content X`), asked only when needed.
    public var optionsTakingValues: () -> Set<String>

    public init(commandNames: Set<String>, optionsTakingValues: @escaping () -> Set<String>) {
        self.commandNames = commandNames
        self.optionsTakingValues = optionsTakingValues
    }

    /// argument-parser's custom completion: every word on the command line, the index of the
    /// word being completed, and the part of it before the cursor.
    public func complete(_ words: [String], _ cursor: Int, _ prefix: String) -> [String] {
        let before = positionalWords(Array(words.prefix(max(0, min(cursor, words.count)))).dropFirst())
        // The shell shows what completion prints as candidates: any failure is no candidates.
        guard
            let folder = try? ContentLocator.locate(
                explicit: Self.option("--content", in: words), library: Self.option("--library", in: words)),
            let index = try? SymbolIndex.openForLookup(folder)
        else { return [] }
        let container = before.last.flatMap { try? index.containerName($0) }
        let names = (try? index.completions(prefix: prefix, in: container)) ?? []
        // zsh's script hands the names to `_describe`, which reads `name:description`: a
        // selector's colons must be escaped, or `setEditing:animated:` is offered as `setEditing`.
        guard ProcessInfo.processInfo.environment["SAP_SHELL"] == "zsh" else { return names }
        return names.map { $0.replacingOccurrences(of: ":", with: "\\:") }
    }

    /// The words that are not options or their values (`--content X`), nor a command name.
    func positionalWords(_ words: ArraySlice<String>) -> [String] {
        var positional: [String] = []
        var skipNext = false
        let takingValues = optionsTakingValues()
        for word in words {
            if skipNext {
                skipNext = false
                continue
            }
            if word.hasPrefix("-"), !word.hasPrefix("-[") {
                skipNext = !word.contains("=") && takingValues.contains(word)
                continue
            }
            if positional.isEmpty, commandNames.contains(word) { continue }
            positional.append(word)
        }
        return positional
    }

    /// The value of `name` (`--content X` or `--content=X`) on the command line being completed.
    static func option(_ name: String, in words: [String]) -> String? {
        for (position, word) in words.enumerated() {
            if word == name, position + 1 < words.count { return words[position + 1] }
            if word.hasPrefix(name + "=") { return String(word.dropFirst(name.count + 1)) }
        }
        return nil
    }
}
