import APIRefCore
import FuzzSupport

/// Any bytes as one page of a small library: its links, inheritance and conformances are
/// resolved against the other pages, and the library's checks run over all of them.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let file = FileParser.parse(Array(UnsafeBufferPointer(start: data, count: size)), relativePath: "Kit/Fuzz.md", path: "Lib/Kit/Fuzz.md")
    let library = ReferenceLibrary.build(FuzzSupport.smallLibrary + [file])
    _ = library.diagnostics.count
    return 0
}

@_cdecl("fuzz_library_main")
public func main(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
    FuzzSupport.runDriver(argc, argv, fuzz)
}
