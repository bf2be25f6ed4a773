/// The Swift path a Swift USR names, for a type a graph refers to without a name: an
/// extension graph (`Gadgets@Swift`) makes `Int` (`s:Si`) conform to `s:7Gadgets9ContainerP`,
/// a protocol its module's other graph declares, and gives neither a fallback name.
enum SwiftUSR {
    /// The standard library's types as the mangling abbreviates them.
    private static let standard: [String: String] = [
        "SS": "String", "Ss": "Substring", "Si": "Int", "Su": "UInt", "Sd": "Double", "Sf": "Float", "Sb": "Bool",
        "Sa": "Array", "SD": "Dictionary", "Sh": "Set", "Sq": "Optional", "SJ": "Character", "SN": "ClosedRange", "Sn": "Range",
        "SQ": "Equatable", "SH": "Hashable", "SL": "Comparable", "ST": "Sequence", "Sl": "Collection", "SE": "Encodable",
        "Se": "Decodable"
    ]

    /// `Container` for `s:7Gadgets9ContainerP`, `Outcome.Report` for `s:7Gadgets7OutcomeO6ReportV`,
    /// `Int8` for `s:s4Int8V`, `Int` for `s:Si` (the module left out); nil for anything but a
    /// nominal type's USR without substitutions.
    static func typePath(_ usr: String) -> String? {
        guard usr.hasPrefix("s:") else { return nil }
        var rest = Substring(usr.dropFirst(2))
        if let name = standard[String(rest)] { return name }
        var names: [String] = []
        // `s:s4Int8V`: a type of the standard library, whose module is written `s`.
        if rest.first == "s", rest.dropFirst().first?.isNumber == true {
            names.append("Swift")
            rest = rest.dropFirst()
        }
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
