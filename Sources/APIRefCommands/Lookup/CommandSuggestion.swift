import APIRefCore

/// "Did you mean" for a word that was meant as a command: `apiref chek` is taken as a
/// lookup (any word may name a symbol), and when nothing is found by that name but a
/// command is one edit away (two for a word of five letters or more: in a short word two
/// edits change most of it, and `apiref Bad` is not a mistyped `man`), the command is what
/// the user meant.
public enum CommandSuggestion {
    /// The one of `commands` that `word` is a typing slip away from, if any.
    public static func nearest(to word: String, among commands: Set<String>) -> String? {
        guard !word.hasPrefix("-"), word.count >= 3 else { return nil }
        let commands = commands.subtracting(["help"]).sorted()
        let allowed = word.count >= 5 ? 2 : 1
        return
            commands
            .map { (name: $0, distance: EditDistance.between(word.lowercased(), $0)) }
            .filter { $0.distance > 0 && $0.distance <= allowed }
            .min { $0.distance < $1.distance }?.name
    }
}
