extension UInt8 {
    /// A printable ASCII character other than the space: never whitespace or a control
    /// character, whatever follows it. Text made only of these needs no cleaning.
    @inlinable
    public var isVisibleASCII: Bool { self > 0x20 && self < 0x7F }

    /// The value of a hexadecimal digit (`0`–`9`, `a`–`f`, `A`–`F`), or nil for any other
    /// byte: what a PO escape (`\x41`) and a URL's percent escape are read with.
    @inlinable
    public var hexDigitValue: UInt8? {
        switch self {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): self - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): self - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): self - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
