extension UInt8 {
    /// A printable ASCII character other than the space: never whitespace or a control
    /// character, whatever follows it. Text made only of these needs no cleaning.
    @inlinable
    public var isVisibleASCII: Bool { self > 0x20 && self < 0x7F }
}
