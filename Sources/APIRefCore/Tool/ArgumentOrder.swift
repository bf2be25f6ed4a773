/// Lets options stand before the command as well as after it: `apiref --content X check`
/// is `apiref check --content X`. The argument parser takes a subcommand only as the first
/// word, so a command named after leading options (and their values) is moved to the
/// front. Any other first positional word is a lookup, and is left where it is.
public enum ArgumentOrder {
    /// `arguments` with the command first. `optionsTakingValues` are the option names
    /// (`--content`, `-o`) whose value is the next argument unless written `--name=value`.
    public static func commandFirst(_ arguments: [String], commands: Set<String>,
                                    optionsTakingValues: Set<String>) -> [String] {
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
            var rest = arguments
            rest.remove(at: position)
            return [argument] + rest
        }
        return arguments
    }
}
