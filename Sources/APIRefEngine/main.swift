import APIRefBase

var arguments = Array(CommandLine.arguments.dropFirst())
if let lookup = PlainLookup(arguments) {
    QuickLookup.run(lookup)
}
// `-[Class selector]` looks like an option to the argument parser: move it after a `--`,
// which marks what follows as positional, keeping the real options in front.
if !arguments.contains("--") {
    let methods = arguments.filter { $0.hasPrefix("-[") }
    if !methods.isEmpty {
        arguments = arguments.filter { !$0.hasPrefix("-[") } + ["--"] + methods
    }
}
APIRef.main(arguments)
