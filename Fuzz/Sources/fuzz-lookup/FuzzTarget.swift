import APIRefCore
import FuzzSupport

/// Any text as the words of a lookup (`apiref WORDS…`) in the shipped library.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    let words = text.split(whereSeparator: { $0 == " " || $0 == "\n" }).prefix(4).map(String.init)
    guard !words.isEmpty else { return 0 }
    _ = Lookup(source: FuzzSupport.shipped.table).find(words)
    return 0
}

@_cdecl("fuzz_lookup_main")
public func main(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
    FuzzSupport.runDriver(argc, argv, fuzz)
}
