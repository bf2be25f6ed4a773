import APIRefCore
import FuzzSupport

/// Any bytes as a page: parsed (front matter, fields, members, tasks), then linked and
/// checked on their own. Diagnostics are fine; a trap, a hang or a sanitizer report is not.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let file = FileParser.parse(Array(UnsafeBufferPointer(start: data, count: size)), relativePath: "Kit/Fuzz.md", path: "Lib/Kit/Fuzz.md")
    let library = ReferenceLibrary.build([file])
    _ = library.diagnostics.map(\.description)
    return 0
}

@_cdecl("fuzz_markdown_main")
public func main(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
    FuzzSupport.runDriver(argc, argv, fuzz)
}
