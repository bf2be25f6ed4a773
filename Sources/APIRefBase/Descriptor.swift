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
        var bytes = Array(bytes)
        return bytes.withUnsafeMutableBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let count = write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if count < 0 && errno == EINTR { continue }
                if count <= 0 { return false }
                offset += count
            }
            return true
        }
    }
}
