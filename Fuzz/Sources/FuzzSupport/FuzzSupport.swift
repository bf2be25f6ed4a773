import APIRefCore
import Foundation

/// What the fuzz targets share: a small library to link against, and the repository.
public enum FuzzSupport {
    /// The repository this package sits in (`Fuzz/..`).
    public static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Three small pages that the fuzzed page can inherit from, adopt and link to.
    public static let smallLibrary: [ParsedFile] = [
        (
            "Kit/Base.md",
            "---\nkind: class\navailability: iOS 2.0\n---\n\n# Base\n\nA base.\n\n## Tasks\n\n### All\n\n- ``size``\n\n## Properties\n\n### size\n\nThe size.\n\n```objc\n@property int size\n```\n\n- Availability: iOS 2.0\n"
        ),
        ("Kit/Delegate.md", "---\nkind: protocol\navailability: iOS 2.0\n---\n\n# Delegate\n\nA protocol.\n"),
        ("Articles/Guide.md", "# Guide\n\nAn article about ``Base``.\n")
    ].map { path, text in FileParser.parse(Array(text.utf8), relativePath: path, path: "Lib/" + path) }

    /// The shipped library, parsed and resolved once.
    public static let shipped: ReferenceLibrary = {
        let folder = ContentFolder(url: repository.appendingPathComponent("Content"), displayPath: "Content")
        guard let library = try? ReferenceLibrary.load(folder) else { fatalError("cannot read \(folder.url.path)") }
        return library
    }()
}

/// libFuzzer's driver (in the toolchain's libclang_rt.fuzzer): parses the command line and
/// runs `callback` on each input.
@_silgen_name("LLVMFuzzerRunDriver")
func LLVMFuzzerRunDriver(
    _ argc: UnsafeMutablePointer<Int32>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    _ callback: @convention(c) (UnsafePointer<UInt8>, Int) -> Int32
) -> Int32

extension FuzzSupport {
    /// What each target's entry point does. SwiftPM links an executable's `main` to the
    /// module's `MODULE_main`; a fuzz target has no top-level code, so it defines that
    /// function and hands over to libFuzzer's driver.
    public static func runDriver(
        _ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?,
        _ callback: @convention(c) (UnsafePointer<UInt8>, Int) -> Int32
    ) -> Int32 {
        var count = argc
        var arguments = argv
        return LLVMFuzzerRunDriver(&count, &arguments, callback)
    }
}
