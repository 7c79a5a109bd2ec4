import Testing

@testable import ModgenCLI

/// The seconds at the end of every generating command's line, as `%.2f` printed them.
@Suite struct RunSummaryTests {
    @Test(arguments: [
        (0.0, "0.00"), (0.004, "0.00"), (0.006, "0.01"), (0.05, "0.05"), (0.42, "0.42"), (0.999, "1.00"),
        (1.5, "1.50"), (12.051, "12.05"), (123.456, "123.46"), (-0.3, "0.00"), (Double.nan, "0.00"),
    ])
    func secondsHaveTwoDecimals(_ seconds: Double, _ printed: String) {
        #expect(RunSummary.hundredths(seconds) == printed)
    }
}
