import FuzzSupport
import APIRefImport
import Foundation

/// Any bytes as a symbol graph file (`*.symbols.json`): refused with a located error, or
/// read into facts.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    guard let graph = try? SymbolGraphFile.decode(Data(bytes: data, count: size), path: "Fuzz.symbols.json") else { return 0 }
    var reader = APIFactsReader()
    reader.add(graph, path: "Fuzz.symbols.json")
    return 0
}

@_cdecl("fuzz_symbol_graph_main")
public func main(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
    FuzzSupport.runDriver(argc, argv, fuzz)
}
