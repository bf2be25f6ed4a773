/// The Swift path a Swift USR names, for a type the graph refers to without a name: an
/// extension graph (`Gadgets@Swift`) makes `Array` conform to `s:7Gadgets9ContainerP`, a
/// protocol declared in the module's other graph, and gives no fallback name.
enum SwiftUSR {
    /// `Container` for `s:7Gadgets9ContainerP`, `Outcome.Report` for `s:7Gadgets7OutcomeO6ReportV`
    /// (the module left out); nil for anything but a plain nominal type's USR.
    static func typePath(_ usr: String) -> String? {
        guard usr.hasPrefix("s:") else { return nil }
        var rest = Substring(usr.dropFirst(2))
        var names: [String] = []
        while let digit = rest.first, digit.isASCII, digit.isNumber {
            let digits = rest.prefix { $0.isASCII && $0.isNumber }
            guard let length = Int(digits), length > 0 else { return nil }
            rest = rest.dropFirst(digits.count)
            guard rest.count >= length else { return nil }
            names.append(String(rest.prefix(length)))
            rest = rest.dropFirst(length)
            // After the module, each name is followed by its kind: struct, enum, class, protocol.
            if names.count > 1 {
                guard let kind = rest.first, "VOCP".contains(kind) else { return nil }
                rest = rest.dropFirst()
            }
        }
        guard rest.isEmpty, names.count > 1 else { return nil }
        return names.dropFirst().joined(separator: ".")
    }
}
