import APIRefBase
import Foundation
import FuzzSupport

/// Any bytes after a valid header as a page-cache entry: the dependency lines and the page.
/// (With a header the fuzzer would rarely guess, it would only test the first line.)
let folder = FileManager.default.temporaryDirectory.appendingPathComponent("apiref-fuzz-page-cache-\(getpid())")
let index = folder.appendingPathComponent("index.sqlite").path
let cache = PageCache(indexFile: index)
let key = PageCacheKey(words: ["Fuzz"], folderPath: "/fuzz", width: 80, usesEscapes: false, language: "")

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    // The real header, as `store` writes it, then the fuzzer's bytes in place of the rest.
    guard cache.store("", for: key, engineStamp: "engine", indexStamp: FileStamp.of(index), dependencies: []) else { return 0 }
    let path = cache.directory + "/" + key.fileName
    guard var entry = FileManager.default.contents(atPath: path) else { return 0 }
    entry.removeLast(min(entry.count, 2))  // the dependency count "0\n"
    entry.append(contentsOf: UnsafeBufferPointer(start: data, count: size))
    FileManager.default.createFile(atPath: path, contents: entry)
    _ = cache.page(for: key, engineStamp: "engine")
    return 0
}

@_cdecl("fuzz_page_cache_main")
public func main(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
    FuzzSupport.runDriver(argc, argv, fuzz)
}
