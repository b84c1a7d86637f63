import ControlKit

/// The readable, stable text form of a test's traffic: a header, then one record per line in
/// the traffic's one format (`TrafficFormatter`), without sequence numbers: one extra record
/// early on would otherwise change every later line, and a reviewed diff should show only what
/// changed.
///
/// ```
/// # tactile transcript v2
/// t=0.000  emitted    Button#1  touchDown  (1 registered)
/// t=0.000  delivered  Button#1  touchDown  -> function#1 call  event=Event#1
/// t=0.100  note       tap at {60,20} hit Label#4, which covers Button#2
/// ```
public enum Transcript {
    /// The first line of every transcript file.
    public static let header = "# tactile transcript v2"

    /// The whole transcript: the header, then one line per record, ending with a newline.
    public static func render(_ records: [TrafficRecord], formatter: TrafficFormatter) -> String {
        ([header] + records.map { formatter.line($0) }).joined(separator: "\n") + "\n"
    }
}
