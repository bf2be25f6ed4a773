import Foundation

extension FileBatch {
    /// Why a batch wrote nothing, or left a file out: the user's file is kept as it is.
    public struct Refusal: Error, LocalizedError, CustomStringConvertible, Hashable, Sendable {
        public enum Reason: Hashable, Sendable {
            /// Its owner has no write permission (root too is refused).
            case readOnly
            /// A symbolic link (or a folder on the way) leads outside the folder written into.
            case outside(target: String)
            /// A symbolic link to nothing.
            case brokenLink
            /// A folder or a device where a page should be.
            case notAFile
            /// The file is no longer what the rewrite was made from: someone saved it meanwhile.
            case changed
        }

        /// The file, as messages name it.
        public var path: String
        public var reason: Reason

        public init(_ path: String, _ reason: Reason) {
            self.path = path
            self.reason = reason
        }

        public var description: String {
            switch reason {
            case .readOnly: "\(path) is read-only; apiref does not rewrite it (make it writable, e.g. chmod u+w, and run again)"
            case .outside(let target): "\(path) is a link to \(target), outside the folder written into; apiref writes only inside it"
            case .brokenLink: "\(path) is a symbolic link to a file that does not exist"
            case .notAFile: "\(path) is not a regular file"
            case .changed: "\(path) changed since it was read; it was not written (run again)"
            }
        }

        public var errorDescription: String? { description }
    }

    /// What to do when a file no longer holds the bytes it was expected to.
    public enum ChangedFile: Sendable {
        /// Write nothing of the batch and throw `Refusal(path, .changed)`: pages that belong
        /// together (`import`, `l10n stamp`).
        case writeNothing
        /// Leave that file out, write the others, and return it: independent edits
        /// (`check --fix`).
        case skipIt
    }
}
