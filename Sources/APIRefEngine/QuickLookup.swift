import APIRefBase
import APIRefCore
import ArgumentParser
import Foundation

/// The plain lookup (`PlainLookup`), run without the argument parser, whose reflection over
/// every command costs more than the lookup itself (about 3 ms of a 10 ms run). Its page
/// is stored in the page cache, where the front finds it next time.
enum QuickLookup {
    /// Runs the lookup and ends the process with its status.
    static func run(_ lookup: PlainLookup) -> Never {
        var runner = LookupRunner(words: lookup.words, folder: ContentLocator.locate(explicit: lookup.content), output: Output())
        runner.cachesPage = Environment.value("APIREF_PAGE_CACHE") != "off"
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
