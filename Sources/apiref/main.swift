// `-[Class selector]` looks like an option to the argument parser; a `--` before it says it is not.
var arguments = Array(CommandLine.arguments.dropFirst())
if let index = arguments.firstIndex(where: { $0.hasPrefix("-[") }), !arguments[..<index].contains("--") {
    arguments.insert("--", at: index)
}
APIRef.main(arguments)
