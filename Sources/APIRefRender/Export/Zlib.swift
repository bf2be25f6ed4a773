internal import CZlib
import Foundation

/// zlib's format (RFC 1950) of some bytes, as Python's `zlib.decompress` reads it.
enum Zlib {
    struct Failure: Error, CustomStringConvertible {
        let status: Int32
        var description: String { "zlib could not compress (status \(status))" }
    }

    /// Compresses bytes as they come, so that a large input (the inventory of a 10,000-class
    /// site is tens of megabytes of text) is never held whole: only the compressed output grows.
    final class Deflater {
        private var stream = z_stream()
        private var output = Data()
        private var pending: [UInt8] = []
        private static let chunk = 1 << 16

        /// zlib's default level: the inventory is read once by each project that links to
        /// it, and level 9 spent several times the time for a few percent of its size.
        init(level: Int32 = Z_DEFAULT_COMPRESSION) throws {
            let status = deflateInit_(&stream, level, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size))
            guard status == Z_OK else { throw Failure(status: status) }
            pending.reserveCapacity(Self.chunk)
        }

        deinit { deflateEnd(&stream) }

        /// Takes `bytes`, compressing a chunk whenever one is full.
        func append(_ bytes: UnsafeBufferPointer<UInt8>) throws {
            var start = 0
            while start < bytes.count {
                let taken = Swift.min(Self.chunk - pending.count, bytes.count - start)
                pending.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<start + taken]))
                start += taken
                if pending.count == Self.chunk { try flush(Z_NO_FLUSH) }
            }
        }

        /// The whole compressed stream.
        func finish() throws -> Data {
            try flush(Z_FINISH)
            return output
        }

        private func flush(_ mode: Int32) throws {
            var input = pending
            pending.removeAll(keepingCapacity: true)
            var buffer = [UInt8](repeating: 0, count: Self.chunk)
            var finished = false
            try input.withUnsafeMutableBufferPointer { source in
                stream.next_in = source.baseAddress
                stream.avail_in = uInt(source.count)
                // zlib's loop: call deflate while it fills the whole output buffer; with
                // Z_FINISH, until it says the stream is complete.
                repeat {
                    let status = buffer.withUnsafeMutableBufferPointer { target -> Int32 in
                        stream.next_out = target.baseAddress
                        stream.avail_out = uInt(target.count)
                        return deflate(&stream, mode)
                    }
                    guard status == Z_OK || status == Z_STREAM_END || status == Z_BUF_ERROR else { throw Failure(status: status) }
                    output.append(contentsOf: buffer[0..<Self.chunk - Int(stream.avail_out)])
                    finished = status == Z_STREAM_END
                } while stream.avail_out == 0 && !finished
            }
            stream.next_in = nil
            if mode == Z_FINISH, !finished { throw Failure(status: Z_BUF_ERROR) }
        }
    }
}
