internal import CZlib
import Foundation

/// Inflates a gzip file (RFC 1952) held in memory, as the SDK's compressed symbol graphs
/// (`*.symbols.json.gz`) come. A graph is untrusted: its output is capped, so a small file
/// that would inflate without end (a decompression bomb) is refused instead of filling memory,
/// and a damaged or cut-off file is a reason, never a trap.
public enum GzipData {
    /// The most a graph may inflate to. The largest SDK graph is a few tens of megabytes of
    /// JSON, and decoding holds several times its size, so this leaves room for graphs many
    /// times larger while refusing what no graph is.
    public static let defaultLimit = 512 << 20

    public enum Failure: Error, Equatable {
        /// The bytes do not start as gzip does.
        case notGzip
        /// The file ends before the compressed stream does.
        case truncated
        /// zlib found the stream damaged (its reason, when it gives one).
        case corrupt(String)
        /// Inflating would pass `limit` bytes.
        case tooLarge(limit: Int)
    }

    /// Whether `data` starts with gzip's magic bytes.
    public static func isGzip(_ data: Data) -> Bool {
        data.count >= 2 && data[data.startIndex] == 0x1F && data[data.startIndex + 1] == 0x8B
    }

    /// The inflated bytes of `data`: every member of the file in turn (as `gunzip` reads a
    /// file of several), at most `limit` bytes of them.
    public static func inflate(_ data: Data, limit: Int = defaultLimit) throws(Failure) -> Data {
        guard isGzip(data) else { throw .notGzip }
        var stream = z_stream()
        // 16 + MAX_WBITS: a gzip wrapper (header and CRC checked) around zlib's largest window.
        guard inflateInit2_(&stream, 16 + MAX_WBITS, zlibVersion(), Int32(MemoryLayout<z_stream>.size)) == Z_OK else {
            throw .corrupt("zlib could not start")
        }
        defer { inflateEnd(&stream) }
        // The size the gzip trailer states is only the file's word: it sizes the first
        // allocation, bounded by the limit and by a generous ratio to the file's own size.
        var output = Data()
        output.reserveCapacity(min(limit, min(Self.sizeHint(data), data.count * 64)) + 1)
        let count = data.count
        let source = UnsafeMutablePointer<UInt8>.allocate(capacity: count)
        defer { source.deallocate() }
        data.copyBytes(to: source, count: count)
        let chunk = 1 << 18
        let buffer = UnsafeMutablePointer<UInt8>.allocate(capacity: chunk)
        defer { buffer.deallocate() }
        stream.next_in = source
        stream.avail_in = uInt(count)
        while true {
            stream.next_out = buffer
            stream.avail_out = uInt(chunk)
            let status = CZlib.inflate(&stream, Z_NO_FLUSH)
            let produced = chunk - Int(stream.avail_out)
            if produced > 0 {
                guard output.count + produced <= limit else { throw .tooLarge(limit: limit) }
                output.append(buffer, count: produced)
            }
            switch status {
            case Z_OK:
                continue
            case Z_STREAM_END:
                // Another member may follow; anything else after the end is not gzip.
                let rest = Int(stream.avail_in)
                if rest == 0 { return output }
                let next = count - rest
                guard rest >= 2, source[next] == 0x1F, source[next + 1] == 0x8B else {
                    throw .corrupt("\(rest) byte(s) after the end of the compressed data")
                }
                guard inflateReset(&stream) == Z_OK else { throw .corrupt("zlib could not restart") }
            case Z_BUF_ERROR where stream.avail_in == 0:
                // Every byte read and the stream not ended: the file was cut short.
                throw .truncated
            default:
                throw .corrupt(stream.msg.map { String(cString: $0) } ?? "zlib status \(status)")
            }
        }
    }

    /// The inflated size the trailer states (its last four bytes, little-endian).
    private static func sizeHint(_ data: Data) -> Int {
        guard data.count >= 18 else { return 0 }
        return data.suffix(4).reversed().reduce(0) { $0 << 8 | Int($1) }
    }
}
