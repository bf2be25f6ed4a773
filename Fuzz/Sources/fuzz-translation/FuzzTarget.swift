import APIRefCore
import FuzzSupport

/// Any bytes as a translation (`Name.ja.md`): its front matter of stamps and sources, and
/// the prose tied to headings.
let path = TranslationPath("Kit/Fuzz.ja.md")!

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    _ = TranslationParser.parse(Array(UnsafeBufferPointer(start: data, count: size)), path: path, displayPath: "Lib/Kit/Fuzz.ja.md")
    return 0
}

@_cdecl("fuzz_translation_main")
public func main(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
    FuzzSupport.runDriver(argc, argv, fuzz)
}
