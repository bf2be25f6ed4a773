import APIRefImport
import Foundation
import FuzzSupport

/// Any bytes as a symbol graph file (`*.symbols.json`, or gzip of one, inflated to a
/// small cap): refused with a located error, read into facts, or read as a Swift graph's
/// spellings.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let bytes = Data(bytes: data, count: size)
    guard let contents = try? SymbolGraphFile.contents(ofFile: bytes, path: "Fuzz.symbols.json", inflateLimit: 1 << 22) else { return 0 }
    if case .objectiveC(let read) = contents {
        var reader = APIFactsReader()
        reader.add(read.graph, path: "Fuzz.symbols.json", sharedIdentifiers: read.sharedIdentifiers)
    }
    return 0
}

@_cdecl("fuzz_symbol_graph_main")
public func main(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
    FuzzSupport.runDriver(argc, argv, fuzz)
}
