/// Lets options stand before the command as well as after it: `apiref --content X check`
/// is `apiref check --content X`. The argument parser takes a subcommand only as the first
/// word, so a command named after leading options (and their values) is moved to the
/// front, and the options after its words. Any other first positional word is a lookup, and is left where it is.
public enum ArgumentOrder {
    /// `arguments` with the command first. `optionsTakingValues` are the option names
    /// (`--content`, `-o`) whose value is the next argument unless written `--name=value`.
    public static func commandFirst(
        _ arguments: [String], commands: Set<String>,
        optionsTakingValues: Set<String>
    ) -> [String] {
        var position = 0
        while position < arguments.count {
            let argument = arguments[position]
            if argument == "--" { return arguments }
            // `-[UITableViewCell setEditing:animated:]` is a method, not an option.
            if argument.hasPrefix("-"), !argument.hasPrefix("-["), argument.count > 1 {
                position += !argument.contains("=") && optionsTakingValues.contains(argument) ? 2 : 1
                continue
            }
            guard position > 0, commands.contains(argument) else { return arguments }
            // The leading options go after the command's own words (and before a `--`), so
            // that a command with subcommands (`l10n export`) still reaches them first.
            let leading = Array(arguments[..<position])
            let after = Array(arguments[(position + 1)...])
            let separator = after.firstIndex(of: "--") ?? after.endIndex
            return [argument] + after[..<separator] + leading + after[separator...]
        }
        return arguments
    }
}
