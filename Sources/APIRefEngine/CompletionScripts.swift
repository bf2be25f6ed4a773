import APIRefCommands
import ArgumentParser

/// The shell completion scripts: argument-parser's, which complete commands and options
/// and the `lookup` command's names, with one addition. apiref's lookup is its default
/// command — `apiref UITableVi<TAB>` has no `lookup` in front — and argument-parser's
/// scripts offer only command names in the first position. Each script is given a line that
/// also asks the lookup's completion (`SymbolCompletion`) there and after a name that is
/// not a command. The end-to-end tests run the bash, zsh and fish scripts, so a change in
/// argument-parser's output that a patch no longer fits fails there.
enum CompletionScripts {
    /// The script for `shell` (bash, zsh or fish), or nil for another shell.
    static func script(for shellName: String) -> String? {
        guard let shell = CompletionShell(rawValue: shellName) else { return nil }
        let script = APIRef.completionScript(for: shell)
        switch shell {
        case .bash: return bash(script)
        case .zsh: return zsh(script)
        case .fish: return fish(script)
        default: return script
        }
    }

    /// The arguments that ask for a script (`--generate-completion-script SHELL` alone, in
    /// either spelling), and the shell named.
    static func requestedShell(_ arguments: [String]) -> String? {
        if arguments.count == 2, arguments[0] == "--generate-completion-script" { return arguments[1] }
        if arguments.count == 1, arguments[0].hasPrefix("--generate-completion-script=") {
            return String(arguments[0].dropFirst("--generate-completion-script=".count))
        }
        return nil
    }

    private static func bash(_ script: String) -> String {
        var lines = script.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let marker = lines.firstIndex(where: { $0.contains("# Offer subcommand completions") }),
            marker + 1 < lines.count, lines[marker + 1].contains("compgen -W")
        else { return script }
        let offer = lines[marker + 1].trimmingCharacters(in: .whitespaces)
        lines[marker + 1] = "        if (( COMP_CWORD == 1 )); then \(offer); fi"
        lines.insert(
            #"        __apiref_add_completions -W "$(__apiref_custom_complete ---completion lookup -- positional@0 "${COMP_CWORD}" "$(__apiref_cursor_index_in_current_word)")""#,
            at: marker + 2)
        return lines.joined(separator: "\n")
    }

    /// Asks for names in the top-level function only: where it offers the command names, and
    /// after a first word that is no command. The nested commands' functions (`l10n`, `cache`…)
    /// offer the same `_describe` line for their own subcommands, where a name is no answer.
    private static func zsh(_ script: String) -> String {
        let ask =
            #"__apiref_custom_complete ---completion lookup -- positional@0 "${current_word_index}" "$(__apiref_cursor_index_in_current_word)""#
        let offer = "        _describe -V subcommand subcommands && ret=0\n"
        guard let first = script.range(of: offer) else { return script }
        var patched = script.replacingCharacters(in: first, with: offer + "        \(ask) && ret=0\n")
        patched = patched.replacingOccurrences(
            of: "            \"_apiref_${words[1]}\" && ret=0\n            ;;\n        esac",
            with:
                "            \"_apiref_${words[1]}\" && ret=0\n            ;;\n        *)\n            \(ask) && ret=0\n            ;;\n        esac"
        )
        return patched
    }

    /// Completes names in the first position too, and asks for the cursor's place in the
    /// word as the length of the word up to it:
    /// argument-parser's `commandline -o -tC` prints nothing on fish 3 (it takes `-o` with
    /// `-C` as setting the command line), which leaves every custom completion without its
    /// cursor index and the parser failing.
    private static func fish(_ script: String) -> String {
        let fixed = script.replacingOccurrences(of: "(__apiref_tokens -tC)", with: "(string length -- (commandline -ct))")
        return fixed + (fixed.hasSuffix("\n") ? "" : "\n")
            + #"complete -c 'apiref' -n '__apiref_should_offer_completions_for_positional "apiref" -ge 1' -fka '(__apiref_custom_completion ---completion lookup -- positional@0 (count (__apiref_tokens -pc)) (string length -- (commandline -ct)))'"#
            + "\n"
    }
}
