import APIRefCore
import Foundation
import FuzzSupport

/// Any bytes as an index row: four bytes of head length (little-endian), the head, then the
/// body. A damaged row must be refused (an error), never read past its end or trusted.
/// `APIREF_FUZZ_SEEDS=DIR fuzz-symbol-codec` writes the shipped library's rows there as seeds.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    guard bytes.count >= 4 else { return 0 }
    let length = Int(bytes[0]) | Int(bytes[1]) << 8 | Int(bytes[2]) << 16 | Int(bytes[3] & 0x7F) << 24
    let split = min(bytes.count, 4 + length)
    _ = try? Symbol(head: bytes[4..<split], body: bytes[split...])
    _ = try? Symbol(head: bytes[4..<split], body: [UInt8](), detail: .identity)
    return 0
}

@_cdecl("fuzz_symbol_codec_main")
public func main(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
    if let folder = ProcessInfo.processInfo.environment["APIREF_FUZZ_SEEDS"] {
        for (number, symbol) in FuzzSupport.shipped.symbols.prefix(200).enumerated() {
            let (head, body) = symbol.binaryParts
            let count = UInt32(head.count)
            let row = [UInt8(count & 0xFF), UInt8(count >> 8 & 0xFF), UInt8(count >> 16 & 0xFF), UInt8(count >> 24 & 0x7F)] + head + body
            FileManager.default.createFile(atPath: "\(folder)/seed-row-\(number)", contents: Data(row))
        }
        return 0
    }
    return FuzzSupport.runDriver(argc, argv, fuzz)
}
