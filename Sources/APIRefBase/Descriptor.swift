#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif

/// Writing to a file descriptor without Foundation: the front prints pages and errors, the
/// pager feeds its pipe, the page cache writes its entries.
public enum Descriptor {
    /// Writes every byte of `bytes`, through short writes and interruptions; false on an error.
    public static func writeAll<Bytes: Collection<UInt8>>(_ bytes: Bytes, to descriptor: Int32) -> Bool {
        // A page's bytes are usually contiguous already (an array slice, a native string's
        // UTF-8); only other collections are copied first.
        if let written = bytes.withContiguousStorageIfAvailable({ writeAll(UnsafeRawBufferPointer($0), to: descriptor) }) {
            return written
        }
        return Array(bytes).withUnsafeBytes { writeAll($0, to: descriptor) }
    }

    private static func writeAll(_ buffer: UnsafeRawBufferPointer, to descriptor: Int32) -> Bool {
        guard let base = buffer.baseAddress else { return true }
        var offset = 0
        while offset < buffer.count {
            let count = write(descriptor, base + offset, buffer.count - offset)
            if count < 0 && errno == EINTR { continue }
            if count <= 0 { return false }
            offset += count
        }
        return true
    }
}
