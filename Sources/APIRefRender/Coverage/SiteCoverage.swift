import APIRefBase
import APIRefCore

/// The coverage report a site build shows on its coverage page, worked out the first time
/// a copy of the site writes that page and then shared by every copy: a build that redoes
/// no coverage page (an update with nothing edited) reads nothing for it.
public final class SiteCoverage: Sendable {
    private let compute: @Sendable () throws -> CoverageReport
    private let result = Locked<Result<CoverageReport, any Error>?>(nil)

    /// `compute` works out the report (`CoverageInputs.report`), once.
    public init(_ compute: @escaping @Sendable () throws -> CoverageReport) {
        self.compute = compute
    }

    /// A report already worked out.
    public convenience init(_ report: CoverageReport) {
        self.init { report }
    }

    /// The report; the first call works it out while any other waits for it.
    func report() throws -> CoverageReport {
        try result.withLock { result in
            if let result { return try result.get() }
            let made = Result { try compute() }
            result = made
            return try made.get()
        }
    }
}
