/** PGN fixtures shared by the viewer's browser tests (not a spec: importing it registers no tests). */

/** Morphy's Opera game (Paris 1858), annotated: an opening comment with highlights, clocks, arrows, NAGs, variations three deep. */
export const OPERA = `[Event "Paris Opera"]
[Site "Paris FRA"]
[Date "1858.??.??"]
[Round "?"]
[White "Paul Morphy"]
[Black "Duke Karl / Count Isouard"]
[Result "1-0"]

{ Philidor's Defence. [%csl Ge4,Ge5] }
1. e4 { [%clk 0:05:00] } e5 { [%clk 0:05:00] } 2. Nf3 { [%clk 0:04:55] } d6 { [%clk 0:04:50] }
3. d4 { [%cal Gd4e5] } Bg4 $6 { Pinning the knight. }
( 3... exd4 4. Nxd4 Nf6 ( 4... g6 5. Nc3 ( 5. c4 ) ) 5. Nc3 )
4. dxe5 Bxf3 5. Qxf3 dxe5 6. Bc4 { Threatening mate. [%cal Gc4f7,Gf3f7] [%csl Rf7] } Nf6 7. Qb3 $1 Qe7
8. Nc3 c6 9. Bg5 b5 $2 10. Nxb5 $1 cxb5 11. Bxb5+ Nbd7 12. O-O-O Rd8 13. Rxd7 $1 Rxd7 14. Rd1 Qe6
15. Bxd7+ Nxd7 16. Qb8+ $3 Nxb8 17. Rd8# 1-0
`;
