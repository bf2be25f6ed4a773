import CZlib
import Foundation

/// zlib's format (RFC 1950) of some bytes, as Python's `zlib.decompress` reads it.
enum Zlib {
    struct Failure: Error, CustomStringConvertible {
        let status: Int32
        var description: String { "zlib could not compress (status \(status))" }
    }

    static func compress(_ data: Data) throws -> Data {
        var size = compressBound(uLong(data.count))
        var out = Data(count: Int(size))
        let status = out.withUnsafeMutableBytes { target in
            data.withUnsafeBytes { source in
                compress2(target.bindMemory(to: Bytef.self).baseAddress, &size,
                          source.bindMemory(to: Bytef.self).baseAddress, uLong(data.count), 9)
            }
        }
        guard status == Z_OK else { throw Failure(status: status) }
        out.count = Int(size)
        return out
    }
}
