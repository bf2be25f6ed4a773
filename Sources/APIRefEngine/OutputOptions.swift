import APIRefCommands
import ArgumentParser

/// The output options shared by the lookup and every query.
struct OutputOptions: ParsableArguments {
    @OptionGroup var format: FormatOptions

    @Option(help: "Bold and underline: auto (on a terminal, unless NO_COLOR is set), always, never.")
    var color: Output.ColorMode = .auto

    @Option(help: ArgumentHelp("Wrap at this many columns, 20 to 1000 (default: the terminal's, else $COLUMNS, else 80).", valueName: "n"))
    var width: Int?

    @Flag(help: "Never page the output through $PAGER.")
    var noPager = false

    @Option(
        help: ArgumentHelp(
            "Show translated prose in this language (default: $APIREF_LANG, else the locale's language when the library has it).",
            valueName: "tag"))
    var lang: String?

    var settings: Output { Output(json: format.isJSON, color: color, width: width, noPager: noPager, language: lang) }
}

extension Output.ColorMode: ExpressibleByArgument {}
