import Foundation
import TestSupport
import Testing

@testable import APIRefRender

/// A site file's sum read a piece at a time (`Sum(ofFile:through:)`, what the manifest of a
/// new build records) is the sum of its bytes read whole (`Sum(_:)`, what an update
/// compares against), whatever its length against the piece's.
struct SiteFileSumTests {
    @Test(arguments: [0, 1, 7, 8, 9, 15, 16, 17, 63, 64, 65, 1000])
    func aFileReadInPiecesHasTheSumOfItsBytes(length: Int) throws {
        let bytes = Data((0..<length).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) })
        let url = Scratch.directory.appendingPathComponent("sum-\(length).bin")
        try bytes.write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }  // cleanup
        // Pieces of 16 bytes: shorter than most of the files, so most are read in several.
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: 16, alignment: 8)
        defer { buffer.deallocate() }
        let sum = try SiteFileSums.Sum(ofFile: url.path, through: buffer)
        #expect(sum == SiteFileSums.Sum(bytes))
        #expect(sum.size == length)
    }

    @Test func aFileThatCannotBeReadIsAnError() {
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: 16, alignment: 8)
        defer { buffer.deallocate() }
        #expect(throws: (any Error).self) { try SiteFileSums.Sum(ofFile: "/nonexistent-apiref-test/missing.html", through: buffer) }
    }
}
