import APIRefCore
import ArgumentParser
import Foundation

/// The plain lookup — `apiref UITableViewCell accessoryType`, optionally after
/// `--content DIR` — recognised without the argument parser, whose reflection over every
/// command costs more than the lookup itself (about 3 ms of a 10 ms run). Anything else,
/// including every option, help and errors, goes through `APIRef.main`.
enum QuickLookup {
    // An array, not a Set: eight comparisons are cheaper than setting up hashing at start.
    static let commandNames = ["lookup", "check", "list", "deprecated", "introduced", "search", "build", "help"]

    /// The words and content folder of a plain lookup, or nil when `arguments` are anything else.
    static func parse(_ arguments: [String]) -> (words: [String], content: String?)? {
        var rest = arguments[...]
        var content: String?
        if rest.first == "--content", rest.count >= 2 {
            content = rest[rest.startIndex + 1]
            rest = rest.dropFirst(2)
        }
        if rest.first == "--" { rest = rest.dropFirst() }
        guard (1...3).contains(rest.count), let first = rest.first, !commandNames.contains(first),
              rest.allSatisfy({ !$0.isEmpty && (!$0.hasPrefix("-") || $0.hasPrefix("-[")) }) else { return nil }
        return (Array(rest), content)
    }

    /// Runs the lookup and ends the process with its status.
    static func run(words: [String], content: String?) -> Never {
        let runner = LookupRunner(words: words, folder: ContentLocator.locate(explicit: content), output: Output())
        do {
            try runner.run()
            exit(0)
        } catch let code as ExitCode {
            exit(code.rawValue)
        } catch {
            FileHandle.standardError.write(Data("apiref: \(error)\n".utf8))
            exit(2)
        }
    }
}
