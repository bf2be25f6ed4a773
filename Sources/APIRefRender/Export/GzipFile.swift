internal import CZlib
import Foundation

/// A gzip file (RFC 1952) written as its bytes arrive, so a large archive is never held
/// whole. The header has no name and no time, so the same bytes in give the same file.
final class GzipFile {
    private var stream = z_stream()
    private let handle: FileHandle
    private var buffer = [UInt8](repeating: 0, count: 1 << 16)

    init(writingTo url: URL) throws {
        handle = try ExportFolder.createPlainly(url)
        // 15 + 16: a gzip wrapper around a 32 KB window.
        let status = deflateInit2_(
            &stream, Z_DEFAULT_COMPRESSION, Z_DEFLATED, 15 + 16, 8, Z_DEFAULT_STRATEGY,
            zlibVersion(), Int32(MemoryLayout<z_stream>.size))
        guard status == Z_OK else {
            try? handle.close()  // cleanup; zlib's failure is the error
            throw Zlib.Failure(status: status)
        }
    }

    deinit { deflateEnd(&stream) }

    func write(_ data: Data) throws {
        guard !data.isEmpty else { return }
        var bytes = [UInt8](data)
        try bytes.withUnsafeMutableBufferPointer { input in
            stream.next_in = input.baseAddress
            stream.avail_in = uInt(input.count)
            try drain(flush: Z_NO_FLUSH)
        }
    }

    /// Ends the stream and closes the file.
    func finish() throws {
        stream.next_in = nil
        stream.avail_in = 0
        try drain(flush: Z_FINISH)
        try handle.close()
    }

    private func drain(flush: Int32) throws {
        repeat {
            let (status, produced): (Int32, Int) = buffer.withUnsafeMutableBufferPointer { output in
                stream.next_out = output.baseAddress
                stream.avail_out = uInt(output.count)
                let status = deflate(&stream, flush)
                return (status, output.count - Int(stream.avail_out))
            }
            guard status == Z_OK || status == Z_STREAM_END || status == Z_BUF_ERROR else { throw Zlib.Failure(status: status) }
            if produced > 0 { try handle.write(contentsOf: buffer[0..<produced]) }
            if flush == Z_FINISH ? status == Z_STREAM_END : stream.avail_out != 0 { break }
        } while true
    }
}
