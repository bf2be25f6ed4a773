import ArgumentParser

/// The output flags shared by the lookup and every query.
struct OutputOptions: ParsableArguments {
    @Flag(help: "Print JSON records (the fields of `apiref list --json`) instead of a page.")
    var json = false

    @Option(help: "Bold and underline: auto (on a terminal, unless NO_COLOR is set), always, never.")
    var color: Output.ColorMode = .auto

    @Option(help: ArgumentHelp("Wrap at this many columns (default: the terminal's, else $COLUMNS, else 80).", valueName: "n"))
    var width: Int?

    @Flag(help: "Never page the output through $PAGER.")
    var noPager = false

    var settings: Output { Output(json: json, color: color, width: width, noPager: noPager) }
}

extension Output.ColorMode: ExpressibleByArgument {}
